import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The farm years of the shared time rule (libs/domain FARM_YEAR_MIN..FARM_YEAR_MAX, 2000-2100, in
 * Tokyo), frozen here as the migration saw them.
 */
const OUTSIDE = (column: string) =>
  `(${column} < timestamptz '2000-01-01 00:00:00+09' OR ${column} >= timestamptz '2101-01-01 00:00:00+09')`;

/**
 * Before times were checked a gate could be recorded in 9999 (or 0000, 1899). Such a record made
 * the gate's state unchangeable (a later record was older, so it never replaced it) and the map
 * and the open list showed it for ever. Log rows are history and stay as written; this view lists
 * them for the operators (`SELECT * FROM water.gate_logs_outside_farm_years`) and the migration
 * logs their count. A gate whose current time is outside the farm years takes the newest of its
 * logs that is inside them (the state a later real record set); a gate with no such log keeps its
 * row, which the next record replaces (the repository never keeps a future time against a record).
 */
export class UnpinGateTimesOutsideFarmYears1796450000000 implements MigrationInterface {
  name = 'UnpinGateTimesOutsideFarmYears1796450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW "water"."gate_logs_outside_farm_years" AS
      SELECT "account_id", "management_id", "paddy_field_id", "log_id", "gate_type", "gate_status", "datetime", "created_at"
      FROM "water"."water_gate_logs" WHERE ${OUTSIDE('"datetime"')}`);
    const logger = new Logger('GateTimesOutsideFarmYears');
    const [{ count: logs }] = (await q.query(`SELECT count(*)::int AS count FROM "water"."gate_logs_outside_farm_years"`)) as { count: number }[];
    if (logs) logger.warn({ msg: 'gate log rows dated outside the farm years (kept as written)', count: logs, view: 'water.gate_logs_outside_farm_years' });

    for (const [prefix, gateType] of [['supply', 1], ['out', 2]] as const) {
      const moved = (await q.query(
        `UPDATE "water"."water_gates" g
            SET "${prefix}_status" = l.gate_status, "${prefix}_time" = l.datetime, "${prefix}_worker" = l.worker, "updated_at" = now()
           FROM (SELECT DISTINCT ON (account_id, management_id, paddy_field_id)
                        account_id, management_id, paddy_field_id, gate_status, datetime, worker
                   FROM "water"."water_gate_logs"
                  WHERE gate_type = $1 AND NOT ${OUTSIDE('datetime')}
                  ORDER BY account_id, management_id, paddy_field_id, datetime DESC, seq DESC) l
          WHERE l.account_id = g.account_id AND l.management_id = g.management_id AND l.paddy_field_id = g.paddy_field_id
            AND ${OUTSIDE(`g."${prefix}_time"`)}
          RETURNING g.paddy_field_id`,
        [gateType],
      )) as [unknown[], number];
      const [{ count: left }] = (await q.query(
        `SELECT count(*)::int AS count FROM "water"."water_gates" WHERE ${OUTSIDE(`"${prefix}_time"`)}`,
      )) as { count: number }[];
      const count = Array.isArray(moved[0]) ? moved[0].length : Number(moved[1] ?? 0);
      if (count || left) {
        logger.warn({ msg: 'gates whose time was outside the farm years', gate: prefix, setFromNewestRealLog: count, keptUntilNextRecord: left });
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS "water"."gate_logs_outside_farm_years"`);
  }
}
