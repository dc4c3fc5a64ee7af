import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StreamReading } from '@inasaku/contracts';

export interface ReadingRow {
  sensorId: string;
  measuredAt: Date;
  waterLevel: number;
  waterTemperature: number | null;
  battery: number | null;
  signal: number | null;
}

function toRow(r: Record<string, unknown>): ReadingRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    sensorId: r.sensor_id as string,
    measuredAt: r.measured_at as Date,
    waterLevel: Number(r.water_level),
    waterTemperature: num(r.water_temperature),
    battery: num(r.battery),
    signal: num(r.signal),
  };
}

const COLUMNS = 'sensor_id, measured_at, water_level, water_temperature, battery, signal';

/**
 * The partitioned readings table. Every read names one sensor and a time span, so PostgreSQL
 * prunes to the months involved and walks the (sensor_id, measured_at) key of each.
 */
@Injectable()
export class ReadingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One sensor's readings in [from, to], newest first. */
  async span(sensorId: string, from: Date, to: Date, limit = 10_000): Promise<ReadingRow[]> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM water.readings WHERE sensor_id = $1 AND measured_at >= $2 AND measured_at <= $3
       ORDER BY measured_at DESC LIMIT $4`,
      [sensorId, from, to, limit],
    );
    return rows.map(toRow);
  }

  /**
   * The latest `count` readings of each sensor up to its last reading (looking back at most 35
   * days), newest first. One statement for the whole map.
   */
  async latest(sensors: { id: string; last: Date }[], count: number): Promise<Map<string, ReadingRow[]>> {
    const out = new Map<string, ReadingRow[]>();
    if (!sensors.length) return out;
    const rows = await this.db.query(
      `SELECT r.* FROM unnest($1::uuid[], $2::timestamptz[]) AS s(id, last)
       CROSS JOIN LATERAL (
         SELECT ${COLUMNS} FROM water.readings r
         WHERE r.sensor_id = s.id AND r.measured_at <= s.last AND r.measured_at > s.last - interval '35 days'
         ORDER BY r.measured_at DESC LIMIT $3
       ) r`,
      [sensors.map((s) => s.id), sensors.map((s) => s.last), count],
    );
    for (const raw of rows) {
      const row = toRow(raw);
      const list = out.get(row.sensorId) ?? [];
      list.push(row);
      out.set(row.sensorId, list);
    }
    return out;
  }

  /**
   * For each point time, the reading at that time or the latest in the `lookbackMs` before it
   * (the yearly chart's 00:00 and 12:00 points). Points without a reading are left out.
   */
  async points(sensorId: string, times: Date[], lookbackMs: number): Promise<ReadingRow[]> {
    if (!times.length) return [];
    const rows = await this.db.query(
      `SELECT r.* FROM unnest($2::timestamptz[]) AS p(t)
       CROSS JOIN LATERAL (
         SELECT ${COLUMNS} FROM water.readings r
         WHERE r.sensor_id = $1 AND r.measured_at <= p.t AND r.measured_at > p.t - ($3::int * interval '1 millisecond')
         ORDER BY r.measured_at DESC LIMIT 1
       ) r ORDER BY p.t`,
      [sensorId, times, lookbackMs],
    );
    return rows.map(toRow);
  }

  /**
   * Stores a batch from the stream in one transaction: the sensors' rows are locked in id order
   * (two replicas or two parallel batches never deadlock, and a sensor deleted meanwhile is
   * skipped), the readings go in one multi-row statement (a reading already stored is skipped:
   * the key is sensor + time), then each sensor's latest values. Returns how many rows were new.
   */
  async insertBatch(batch: StreamReading[]): Promise<number> {
    if (!batch.length) return 0;
    const sensorIds = [...new Set(batch.map((r) => r.s))].sort();
    return this.db.transaction(async (m) => {
      const live = new Set<string>(
        ((await m.query(`SELECT id FROM water.sensors WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [sensorIds])) as { id: string }[])
          .map((r) => r.id),
      );
      const rows = live.size === sensorIds.length ? batch : batch.filter((r) => live.has(r.s));
      if (!rows.length) return 0;
      // Times travel as epoch milliseconds (no Date per reading on this side).
      const params = [
        rows.map((r) => r.s), rows.map((r) => r.t), rows.map((r) => r.l), rows.map((r) => r.w), rows.map((r) => r.b), rows.map((r) => r.g),
      ];
      const values = `SELECT s, 'epoch'::timestamptz + t * interval '1 millisecond' AS measured_at, l, w, b, g
        FROM unnest($1::uuid[], $2::float8[], $3::real[], $4::real[], $5::real[], $6::real[]) AS v(s, t, l, w, b, g)`;
      const inserted = await m.query(
        `WITH ins AS (
           INSERT INTO water.readings (${COLUMNS}) ${values} ON CONFLICT DO NOTHING RETURNING 1
         ) SELECT count(*)::int AS n FROM ins`,
        params,
      );
      await m.query(
        `UPDATE water.sensors x SET last_measured_at = v.measured_at, last_level = v.l, last_temperature = v.w,
           last_battery = COALESCE(v.b, x.last_battery), last_signal = COALESCE(v.g, x.last_signal)
         FROM (SELECT DISTINCT ON (s) * FROM (${values}) a ORDER BY s, measured_at DESC) v
         WHERE x.id = v.s AND (x.last_measured_at IS NULL OR v.measured_at >= x.last_measured_at)`,
        params,
      );
      return Number(inserted[0]?.n ?? 0);
    });
  }
}
