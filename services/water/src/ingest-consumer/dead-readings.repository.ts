import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeadCause } from './dead-readings.metric';

/** One stream message (or some readings of it) the consumer could not store. */
export interface DeadReading {
  /** SENSOR_READINGS stream sequence; a redelivered message is recorded once */
  streamSeq: number | null;
  subject: string;
  sensorId: string | null;
  accountId: string | null;
  cause: DeadCause;
  /** indexes of the refused items of a batch message ([0] for a single reading); null: the whole message */
  items: number[] | null;
  /** readings refused (an unreadable message counts as one) */
  readings: number;
  reason: string;
  sqlstate: string | null;
  raw: Uint8Array;
}

/** water.dead_readings: the readings consumer's dead letters, with their reasons (operators read it). */
@Injectable()
export class DeadReadingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records them in one statement; one already recorded (same stream sequence) is left as it is. */
  async add(dead: DeadReading[]): Promise<void> {
    if (!dead.length) return;
    await this.db.query(
      `INSERT INTO water.dead_readings (stream_seq, subject, sensor_id, account_id, cause, items, readings, reason, sqlstate, raw)
       SELECT seq, subject, sensor, account, cause, CASE WHEN items IS NULL THEN NULL ELSE ARRAY(SELECT jsonb_array_elements_text(items)::int) END,
              readings, reason, sqlstate, decode(raw, 'base64')
       FROM jsonb_to_recordset($1::jsonb) AS d(seq bigint, subject text, sensor uuid, account uuid, cause text, items jsonb, readings int, reason text, sqlstate text, raw text)
       ON CONFLICT (stream_seq) DO NOTHING`,
      [JSON.stringify(dead.map((d) => ({
        seq: d.streamSeq, subject: d.subject, sensor: d.sensorId, account: d.accountId, cause: d.cause, items: d.items, readings: d.readings,
        reason: d.reason, sqlstate: d.sqlstate, raw: Buffer.from(d.raw).toString('base64'),
      })))],
    );
  }
}
