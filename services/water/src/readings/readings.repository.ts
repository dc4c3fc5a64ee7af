import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import type { StreamReading } from '@inasaku/contracts';
import { sqlState } from '../ingest-consumer/database-refusal';
import { copyFrom, type CopyStreamQuery } from './copy-from';
import { readingsCopyData } from './readings-copy';
import { LATEST_SQL, POINTS_SQL, READING_COLUMNS, SPAN_SQL, latestParams, pointsParams } from './readings.sql';

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

const COLUMNS = READING_COLUMNS;

/** In the consumer's UPDATE: the batch's latest reading of the sensor is not older than the row's (every SET reads the old row). */
const NEWER = '(x.last_measured_at IS NULL OR v.measured_at >= x.last_measured_at)';

/**
 * The partitioned readings table. Every read names one sensor and a time span, so PostgreSQL
 * prunes to the months involved and walks the (sensor_id, measured_at) key of each (the
 * statements are in ./readings.sql, which scripts/bench-sensor-reads.mjs EXPLAINs).
 */
@Injectable()
export class ReadingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One sensor's readings in [from, to], newest first. */
  async span(sensorId: string, from: Date, to: Date, limit = 10_000): Promise<ReadingRow[]> {
    const rows = await this.db.query(SPAN_SQL, [sensorId, from, to, limit]);
    return rows.map(toRow);
  }

  /**
   * The latest `count` readings of each sensor up to its last reading (looking back at most 35
   * days), newest first. One statement for the whole map.
   */
  async latest(sensors: { id: string; last: Date }[], count: number): Promise<Map<string, ReadingRow[]>> {
    const out = new Map<string, ReadingRow[]>();
    if (!sensors.length) return out;
    const rows = await this.db.query(LATEST_SQL, latestParams(sensors, count));
    for (const raw of rows) {
      const row = toRow(raw);
      const list = out.get(row.sensorId) ?? [];
      list.push(row);
      out.set(row.sensorId, list);
    }
    return out;
  }

  /**
   * For each sensor and point time, the reading at that time or the latest in the `lookbackMs`
   * before it (the yearly chart's 00:00 and 12:00 points), oldest first per sensor. Points
   * without a reading are left out; a sensor without any has no entry.
   */
  async points(sensorIds: string[], times: Date[], lookbackMs: number): Promise<Map<string, ReadingRow[]>> {
    const out = new Map<string, ReadingRow[]>();
    if (!times.length || !sensorIds.length) return out;
    const rows = await this.db.query(POINTS_SQL, pointsParams(sensorIds, times, lookbackMs));
    for (const raw of rows) {
      const row = toRow(raw);
      const list = out.get(row.sensorId) ?? [];
      list.push(row);
      out.set(row.sensorId, list);
    }
    for (const list of out.values()) list.sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
    return out;
  }

  /** Stores stream readings given one object each (see insertColumns). */
  async insertBatch(batch: StreamReading[]): Promise<number> {
    const cols = emptyColumns();
    for (const r of batch) pushReading(cols, r.s, r.t, r.l, r.w, r.b, r.g);
    return this.insertColumns(cols);
  }

  /**
   * Stores a batch from the stream in one transaction; a reading already stored is skipped (the
   * key is sensor + time). The sensors are first held FOR KEY SHARE in id order: a sensor deleted
   * meanwhile is skipped and its delete waits for this commit (so no reading outlives its
   * sensor), while parallel batches of the same sensors do not wait for each other. The readings
   * go in by a binary COPY (readings-copy.ts), a third of the database's CPU of the multi-row
   * INSERT .. ON CONFLICT DO NOTHING, which checks each row's key before and after its insert and
   * parses every value from text. COPY cannot skip a row already stored: the `suspects` (positions
   * of readings that may be stored already: not after their sensor's latest time the caller has
   * seen) are looked up first and left out when stored (a repeat within the batch too). A batch
   * still holding one (a redelivery or repeat the caller did not know of) is refused whole (unique
   * violation); then all its readings are looked up and the stored ones left out and the rest is
   * copied, so a few repeats among 10,000 readings do not send every batch down the slow path. A
   * batch refused again (the same readings being stored by another batch meanwhile) is stored by
   * that INSERT, which skips them. Only then, and only for each sensor's latest reading (worked
   * out here, a few rows), are the sensors' last values updated, locked in id order so two
   * batches never deadlock. Returns how many rows were new.
   */
  async insertColumns(cols: ReadingColumns, suspects: readonly number[] = []): Promise<number> {
    if (!cols.s.length) return 0;
    try {
      const fresh = suspects.length ? await this.withoutStored(cols, suspects) : cols;
      return fresh.s.length ? await this.storeColumns(fresh, 'copy') : 0;
    } catch (e) {
      if (sqlState(e) !== UNIQUE_VIOLATION) throw e;
    }
    try {
      const rest = await this.withoutStored(cols, null);
      return rest.s.length ? await this.storeColumns(rest, 'copy') : 0;
    } catch (e) {
      if (sqlState(e) !== UNIQUE_VIOLATION) throw e;
      return this.storeColumns(cols, 'insert');
    }
  }

  /**
   * The readings of the batch whose key (sensor, time) is not stored yet, each once; only the
   * readings at `lookup` (all when null) are looked up and only their sensors' checked for repeats
   * within the batch. Each key is one probe of its month's primary key (LATERAL .. LIMIT 1): as
   * EXISTS, PostgreSQL planned a hash join over every partition (seconds on a table of millions
   * of rows, spilling to disk), holding up every batch behind it. The keys' earliest and latest
   * times bound the statement as parameters, so that only their months are planned (11 ms of
   * planning for the 37 partitions otherwise, more than the probes of a few keys).
   */
  private async withoutStored(cols: ReadingColumns, lookup: readonly number[] | null): Promise<ReadingColumns> {
    const ids = lookup ? lookup.map((i) => cols.s[i]) : cols.s;
    const times = lookup ? lookup.map((i) => cols.t[i]) : cols.t;
    const stored = (await this.db.query(
      `SELECT k.i FROM unnest($1::uuid[], $2::float8[]) WITH ORDINALITY AS k(s, t, i)
       CROSS JOIN LATERAL (
         SELECT 1 FROM water.readings r
         WHERE r.sensor_id = k.s AND r.measured_at = 'epoch'::timestamptz + k.t * interval '1 millisecond'
           AND r.measured_at >= $3::timestamptz AND r.measured_at <= $4::timestamptz
         LIMIT 1
       ) found`,
      [literal(ids, null), literal(times, null), ...timeBounds(times)],
    )) as { i: string }[];
    const skip = new Set(stored.map((r) => (lookup ? lookup[Number(r.i) - 1] : Number(r.i) - 1)));
    const repeatable = lookup ? new Set(lookup.map((i) => cols.s[i])) : null;
    const seen = new Set<string>();
    const rest = emptyColumns();
    for (let i = 0; i < cols.s.length; i += 1) {
      if (skip.has(i)) continue;
      if (!repeatable || repeatable.has(cols.s[i])) {
        const key = `${cols.s[i]} ${cols.t[i]}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      pushReading(rest, cols.s[i], cols.t[i], cols.l[i], cols.w[i], cols.b[i], cols.g[i]);
    }
    return rest;
  }

  private async storeColumns(cols: ReadingColumns, how: 'copy' | 'insert'): Promise<number> {
    const n = cols.s.length;
    const latest = new Map<string, number>();
    for (let i = 0; i < n; i += 1) {
      const j = latest.get(cols.s[i]);
      if (j === undefined || cols.t[i] >= cols.t[j]) latest.set(cols.s[i], i);
    }
    const sensorIds = [...latest.keys()].sort();
    return this.db.transaction(async (m) => {
      const live = new Set<string>(
        ((await m.query(`SELECT id FROM water.sensors WHERE id = ANY($1::uuid[]) ORDER BY id FOR KEY SHARE`, [sensorIds])) as { id: string }[])
          .map((r) => r.id),
      );
      if (!live.size) return 0;
      const keep = live.size === sensorIds.length ? null : (i: number) => live.has(cols.s[i]);
      const added = how === 'copy' ? await copyReadings(m.queryRunner!, cols, keep) : await insertReadings(m.queryRunner!, cols, keep);
      // Nothing new (a redelivered batch): the sensors' last values and versions stay as they are.
      if (added === 0) return 0;
      const last = sensorIds.filter((id) => live.has(id)).map((id) => latest.get(id)!);
      await m.query(`SELECT 1 FROM water.sensors WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [last.map((i) => cols.s[i])]);
      await m.query(
        // Every sensor of the batch gets its readings_version raised (the map cache's key: a late
        // reading can enter the latest 7 without being the last); the last values only move forward.
        `UPDATE water.sensors x SET readings_version = x.readings_version + 1,
           last_measured_at = CASE WHEN ${NEWER} THEN v.measured_at ELSE x.last_measured_at END,
           last_level = CASE WHEN ${NEWER} THEN v.l ELSE x.last_level END,
           last_temperature = CASE WHEN ${NEWER} THEN v.w ELSE x.last_temperature END,
           last_battery = CASE WHEN ${NEWER} THEN COALESCE(v.b, x.last_battery) ELSE x.last_battery END,
           last_signal = CASE WHEN ${NEWER} THEN COALESCE(v.g, x.last_signal) ELSE x.last_signal END
         FROM (SELECT s, 'epoch'::timestamptz + t * interval '1 millisecond' AS measured_at, l, w, b, g
               FROM unnest($1::uuid[], $2::float8[], $3::real[], $4::real[], $5::real[], $6::real[]) AS v(s, t, l, w, b, g)) v
         WHERE x.id = v.s`,
        [
          last.map((i) => cols.s[i]), last.map((i) => cols.t[i]), last.map((i) => cols.l[i]),
          last.map((i) => cols.w[i]), last.map((i) => cols.b[i]), last.map((i) => cols.g[i]),
        ],
      );
      return added;
    });
  }
}

const UNIQUE_VIOLATION = '23505';

/** The latest time a JavaScript Date holds (a reading after it is simply not found by the lookup: the key still guards it). */
const DATE_MAX_MS = 8.64e15;

/** Dates at or before the earliest and at or after the latest of `times` (epoch ms, maybe fractional). */
function timeBounds(times: readonly number[]): [Date, Date] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const t of times) {
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return [new Date(Math.max(Math.floor(lo), -DATE_MAX_MS)), new Date(Math.min(Math.ceil(hi), DATE_MAX_MS))];
}

/** The driver's client under TypeORM's query runner (a transaction holds one). */
interface CopyClient {
  query(stream: CopyStreamQuery): CopyStreamQuery;
}

/** The readings of `keep` by one binary COPY; answers the rows copied. */
async function copyReadings(runner: QueryRunner, cols: ReadingColumns, keep: ((i: number) => boolean) | null): Promise<number> {
  const data = readingsCopyData(cols, keep);
  const client = (await runner.connect()) as CopyClient;
  const stream = client.query(copyFrom(`COPY water.readings (${COLUMNS}) FROM STDIN (FORMAT binary)`));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(data);
  });
  return stream.rowCount;
}

/**
 * The readings of `keep` by one multi-row statement that skips those already stored. The values
 * travel as six array literals built here (no per-value escaping by the driver).
 */
async function insertReadings(runner: QueryRunner, cols: ReadingColumns, keep: ((i: number) => boolean) | null): Promise<number> {
  const result = (await runner.query(
    `INSERT INTO water.readings (${COLUMNS})
     SELECT s, 'epoch'::timestamptz + t * interval '1 millisecond', l, w, b, g
     FROM unnest($1::uuid[], $2::float8[], $3::real[], $4::real[], $5::real[], $6::real[]) AS v(s, t, l, w, b, g)
     ON CONFLICT DO NOTHING`,
    [literal(cols.s, keep), literal(cols.t, keep), literal(cols.l, keep), literal(cols.w, keep), literal(cols.b, keep), literal(cols.g, keep)],
    true,
  )) as { affected?: number };
  return Number(result.affected ?? 0);
}

/** Readings of a stream batch, column by column (what the consumer decodes messages into). */
export interface ReadingColumns {
  s: string[];
  t: number[];
  l: number[];
  w: (number | null)[];
  b: (number | null)[];
  g: (number | null)[];
}

export function emptyColumns(): ReadingColumns {
  return { s: [], t: [], l: [], w: [], b: [], g: [] };
}

export function pushReading(
  c: ReadingColumns, s: string, t: number, l: number, w: number | null, b: number | null, g: number | null,
): void {
  c.s.push(s);
  c.t.push(t);
  c.l.push(l);
  c.w.push(w);
  c.b.push(b);
  c.g.push(g);
}

/**
 * A PostgreSQL array literal of uuids or finite numbers (the consumer checked both), built by
 * one join instead of the driver's per-element escaping.
 */
function literal(values: (string | number | null)[], keep: ((i: number) => boolean) | null): string {
  const list = keep ? values.filter((_, i) => keep(i)) : values;
  return `{${list.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
}
