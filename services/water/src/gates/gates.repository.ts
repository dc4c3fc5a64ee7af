import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { GateStatus, GateType } from '@inasaku/contracts';
import { WaterGateEntity } from './entities/water-gate.entity';
import { WaterGateLogEntity } from './entities/water-gate-log.entity';
import type { YearScope } from '@inasaku/service-kit';

export interface GateRecord {
  gateType: GateType;
  status: GateStatus;
  time: Date;
  worker: string;
  userId: string | null;
  /** in the order sent, each once, with the name to keep in the log */
  fields: { id: string; name: string | null }[];
}

export interface GateLogPage {
  rows: WaterGateLogEntity[];
  total: number;
}

// Column prefixes of the two gates; never built from input.
const PREFIX: Record<GateType, 'supply' | 'out'> = { 1: 'supply', 2: 'out' };

/**
 * A gate's stored time this far past the present is not "newer" than a record: a typo'd year
 * (2100 for 2026), or a row written before times were checked (9999), would otherwise keep its
 * state for ever and no later record could close the gate.
 */
const FUTURE_SLACK = `interval '1 day'`;

@Injectable()
export class GatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every gate row of the year (fields never recorded have none). */
  year(scope: YearScope): Promise<WaterGateEntity[]> {
    return this.dataSource.getRepository(WaterGateEntity).findBy({ accountId: scope.accountId, managementId: scope.managementId });
  }

  /** The year's gates of one type that are half or fully open, newest record first. */
  async open(scope: YearScope, gateType: GateType): Promise<{ paddyFieldId: string; status: 1 | 2; time: Date; worker: string | null }[]> {
    const p = PREFIX[gateType];
    const rows = (await this.dataSource.query(
      `SELECT paddy_field_id, ${p}_status AS status, ${p}_time AS time, ${p}_worker AS worker FROM water_gates
        WHERE account_id = $1 AND management_id = $2 AND ${p}_status IN (1, 2)
        ORDER BY ${p}_time DESC, paddy_field_id`,
      [scope.accountId, scope.managementId],
    )) as { paddy_field_id: string; status: number; time: Date; worker: string | null }[];
    return rows.map((r) => ({ paddyFieldId: r.paddy_field_id, status: r.status as 1 | 2, time: r.time, worker: r.worker }));
  }

  /**
   * Sets the gates and writes one log row per field, all in one transaction. A gate keeps a newer
   * state than the one recorded (someone entering a forgotten morning record after the noon one
   * must not reopen or close the gate), unless its own time lies in the future (FUTURE_SLACK);
   * the log keeps both.
   */
  async record(scope: YearScope, record: GateRecord): Promise<string[]> {
    const p = PREFIX[record.gateType];
    const ids = record.fields.map((f) => f.id);
    const logIds = record.fields.map(() => randomUUID());
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO water_gates (paddy_field_id, account_id, management_id, ${p}_status, ${p}_time, ${p}_worker, updated_at)
         SELECT id, $2, $3, $4, $5, $6, now() FROM unnest($1::uuid[]) AS id
         ON CONFLICT (paddy_field_id) DO UPDATE
            SET ${p}_status = EXCLUDED.${p}_status, ${p}_time = EXCLUDED.${p}_time, ${p}_worker = EXCLUDED.${p}_worker, updated_at = now()
          WHERE water_gates.account_id = EXCLUDED.account_id
            AND (water_gates.${p}_time IS NULL OR water_gates.${p}_time <= EXCLUDED.${p}_time
                 OR water_gates.${p}_time > now() + ${FUTURE_SLACK})`,
        [ids, scope.accountId, scope.managementId, record.status, record.time, record.worker],
      );
      await m.query(
        `INSERT INTO water_gate_logs
           (log_id, account_id, management_id, paddy_field_id, paddy_field_name, gate_type, gate_status, datetime, worker, user_id)
         SELECT f.log_id, $3, $4, f.field_id, f.name, $5, $6, $7, $8, $9
           FROM unnest($1::uuid[], $2::uuid[], $10::text[]) WITH ORDINALITY AS f(log_id, field_id, name, ord)
          ORDER BY f.ord`,
        [
          logIds, ids, scope.accountId, scope.managementId, record.gateType, record.status, record.time, record.worker,
          record.userId, record.fields.map((f) => f.name),
        ],
      );
    });
    return logIds;
  }

  /**
   * Newest work datetime first (recording order breaks ties). With `latestLogId` the page starts
   * after that log (cursor), otherwise at the top; then `skip` rows are skipped (spec 001 §4).
   */
  async page(scope: YearScope, opts: { count: number; skip: number; latestLogId?: string }): Promise<GateLogPage> {
    const logs = this.dataSource.getRepository(WaterGateLogEntity);
    const where = { accountId: scope.accountId, managementId: scope.managementId };
    // An unknown cursor (another year's, a stale id) counts from the top.
    const cursor = opts.latestLogId ? await logs.findOneBy({ ...where, logId: opts.latestLogId }) : null;
    const qb = logs.createQueryBuilder('l')
      .where('l.account_id = :accountId AND l.management_id = :managementId', where)
      .orderBy('l.datetime', 'DESC').addOrderBy('l.seq', 'DESC')
      .limit(opts.count).offset(opts.skip);
    if (cursor) qb.andWhere('(l.datetime, l.seq) < (:datetime, :seq)', { datetime: cursor.datetime, seq: cursor.seq });
    const [rows, total] = await Promise.all([qb.getMany(), logs.countBy(where)]);
    return { rows, total };
  }

  /** Every log row of the year, newest first. */
  all(scope: YearScope): Promise<WaterGateLogEntity[]> {
    return this.dataSource.getRepository(WaterGateLogEntity).find({
      where: { accountId: scope.accountId, managementId: scope.managementId },
      order: { datetime: 'DESC', seq: 'DESC' },
    });
  }

  /** Gates of deleted fields go; their log rows stay, with the name they had. */
  async deleteFields(accountId: string, paddyFieldIds: string[]): Promise<number> {
    if (!paddyFieldIds.length) return 0;
    const result = await this.dataSource.query(
      'DELETE FROM water_gates WHERE account_id = $1 AND paddy_field_id = ANY ($2::uuid[])',
      [accountId, paddyFieldIds],
    );
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.delete(WaterGateEntity, { accountId });
      await m.delete(WaterGateLogEntity, { accountId });
    });
  }
}
