import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, connect, nanos, type NatsConnection } from 'nats';
import {
  SENSOR_READINGS_STREAM, SENSOR_READINGS_STREAM_DEFINITION, SENSOR_READINGS_SUBJECT_PREFIX, type StreamReading, type StreamReadingBatch,
  type StreamReadingGroup,
} from '@inasaku/contracts';
import { fitsFloat4 } from '@inasaku/domain';
import { InjectServiceConfig, ensureLimitsStream, type ServiceConfig } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { ReadingsRepository, emptyColumns, pushReading, type ReadingColumns } from '../readings/readings.repository';
import { BoundedPull, type PulledMsg } from './bounded-pull';
import { DeadReadingsMetric } from './dead-readings.metric';
import { deadLetter, ownerOf, type Pulled } from './dead-letter';
import { DeadReadingsRepository, type DeadReading } from './dead-readings.repository';
import { SensorHighWater } from './sensor-high-water';
import { storeSplitting, type RefusedReading } from './split-store';
import { refusedByDatabase } from './database-refusal';

export const READINGS_CONSUMER = 'water-readings';

const textDecoder = new TextDecoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optional = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));

/** An item of a readable message left out because a value cannot be stored (its index in the message). */
export interface RefusedItem {
  index: number;
  reason: string;
}

/**
 * Times the insert statement can compute ('epoch' + t milliseconds) in epoch ms: timestamptz starts
 * at 4714-11-24 BC; at the other end the interval overflows (about 294247) before timestamptz ends,
 * so a round bound below it (year 293506).
 */
const TIMESTAMPTZ_MIN_MS = -210_866_803_200_000;
const TIMESTAMPTZ_END_MS = 9_200_000_000_000_000;

/**
 * Why a reading is not stored, or null: level, temperature, battery and signal are real (float4)
 * columns, checked with the rule sensor-ingest applies before it answers a device (fitsFloat4),
 * and the time must be one a timestamptz holds. This is the consumer's own guard for anything
 * that reached the stream another way; what the database still refuses is found by splitting.
 */
function unstorable(t: number, l: number, w: number | null, b: number | null, g: number | null): string | null {
  if (t < TIMESTAMPTZ_MIN_MS || t >= TIMESTAMPTZ_END_MS) return 'measured_at out of the range of a timestamptz column';
  if (!fitsFloat4(l)) return 'water_level out of the range of a real column';
  if (w !== null && !fitsFloat4(w)) return 'water_temperature out of the range of a real column';
  if (b !== null && !fitsFloat4(b)) return 'battery out of the range of a real column';
  if (g !== null && !fitsFloat4(g)) return 'signal out of the range of a real column';
  return null;
}

/**
 * Appends one message's readings (a reading, or a device batch: sensor-ingest's two stream modes)
 * to the columns; false, with nothing appended, when the message is unreadable. Values are
 * checked here because the repository writes them into array literals as they are. A reading
 * whose value a real column cannot hold (1e-300, 1e39) is left out and reported in `refused`,
 * the other readings of the message are appended.
 */
export function decodeInto(cols: ReadingColumns, data: Uint8Array, refused: RefusedItem[] = []): boolean {
  let parsed: StreamReading | StreamReadingBatch | StreamReadingGroup;
  try {
    parsed = JSON.parse(textDecoder.decode(data)) as StreamReading | StreamReadingBatch | StreamReadingGroup;
  } catch {
    return false;
  }
  // A single reading's `g` is its signal (a number or null); a group's is the list of batches.
  if (Array.isArray((parsed as StreamReadingGroup | null)?.g)) return decodeGroupInto(cols, parsed as StreamReadingGroup, refused);
  const r = parsed as StreamReading | StreamReadingBatch;
  if (typeof r?.s !== 'string' || !UUID.test(r.s)) return false;
  if (!('items' in r)) {
    const { t, l, w = null, b = null, g = null } = r;
    if (!Number.isFinite(t) || !Number.isFinite(l) || !optional(w) || !optional(b) || !optional(g)) return false;
    const reason = unstorable(t, l, w, b, g);
    if (reason) refused.push({ index: 0, reason });
    else pushReading(cols, r.s, t, l, w, b, g);
    return true;
  }
  if (!Array.isArray(r.items)) return false;
  for (const item of r.items) {
    if (!Array.isArray(item)) return false;
    const [t, l, w = null, b = null, g = null] = item;
    if (!Number.isFinite(t) || !Number.isFinite(l) || !optional(w) || !optional(b) || !optional(g)) return false;
  }
  const sensor = r.s;
  r.items.forEach(([t, l, w = null, b = null, g = null], index) => {
    const reason = unstorable(t, l, w, b, g);
    if (reason) refused.push({ index, reason });
    else pushReading(cols, sensor, t, l, w, b, g);
  });
  return true;
}

/**
 * A group of many sensors' batches (sensor-ingest's group commit): all of it is checked before
 * anything is appended, so an unreadable group appends nothing; a refused item's index counts
 * the items of the whole group in order.
 */
function decodeGroupInto(cols: ReadingColumns, group: StreamReadingGroup, refused: RefusedItem[]): boolean {
  if (!Array.isArray(group.g)) return false;
  for (const b of group.g) {
    if (typeof b?.s !== 'string' || !UUID.test(b.s) || !Array.isArray(b.items)) return false;
    for (const item of b.items) {
      if (!Array.isArray(item)) return false;
      const [t, l, w = null, bat = null, g = null] = item;
      if (!Number.isFinite(t) || !Number.isFinite(l) || !optional(w) || !optional(bat) || !optional(g)) return false;
    }
  }
  let index = 0;
  for (const b of group.g) {
    for (const [t, l, w = null, bat = null, g = null] of b.items) {
      const reason = unstorable(t, l, w, bat, g);
      if (reason) refused.push({ index, reason });
      else pushReading(cols, b.s, t, l, w, bat, g);
      index += 1;
    }
  }
  return true;
}

/** The positions in [from, to) of an ascending list, counted from `from`. */
function within(positions: readonly number[], from: number, to: number): number[] {
  if (!positions.length) return [];
  const out: number[] = [];
  for (const i of positions) if (i >= from && i < to) out.push(i - from);
  return out;
}

/** Slack over the server's max_payload for a stored message's subject and headers. */
const MESSAGE_OVERHEAD_BYTES = 4096;
/**
 * Bytes a reading takes in a batch or group message (about 35: `[1795737601250,5.5,20.5,null,null]`),
 * with room to spare. What a replica holds is acknowledged only once stored, so it must be stored
 * well within the ack wait even on a loaded machine: bounded to the readings of the batches being
 * written and one gathering (32 MB of grouped batches are 900,000 readings: a minute of work at
 * 15,000/s, twice the 30 s ack wait, after which JetStream delivers them again).
 */
const STREAM_BYTES_PER_READING = 64;

/** What a replica may hold: the batches being written and one gathering, by count and by bytes. */
export function heldLimits(
  env: Pick<WaterEnv, 'WATER_READINGS_BATCH' | 'WATER_READINGS_PARALLEL' | 'WATER_READINGS_MAX_BYTES'>, maxPayload: number,
): { maxMessages: number; maxBytes: number; maxMessageBytes: number } {
  const maxMessageBytes = maxPayload + MESSAGE_OVERHEAD_BYTES;
  const held = env.WATER_READINGS_BATCH * (env.WATER_READINGS_PARALLEL + 1);
  return {
    maxMessages: held,
    maxBytes: Math.max(Math.min(env.WATER_READINGS_MAX_BYTES, held * STREAM_BYTES_PER_READING), 2 * maxMessageBytes),
    maxMessageBytes,
  };
}

/**
 * Stores the device readings of the SENSOR_READINGS stream: a durable consumer shared by the
 * replicas, messages gathered while the previous batch is written, one multi-row statement per
 * batch, acknowledged only after the commit (a crash redelivers; a reading stored twice is
 * skipped by the (sensor, time) key). What a replica holds (pulled, buffered and being written)
 * is bounded by count ((WATER_READINGS_PARALLEL + 1) x WATER_READINGS_BATCH messages) and by bytes (WATER_READINGS_MAX_BYTES,
 * at most the bytes of that many readings, at least two of the largest message):
 * a backlog of 1,000-reading device batches cannot fill the memory.
 */
@Injectable()
export class ReadingsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadingsConsumer.name);
  private nc: NatsConnection | null = null;
  private puller: BoundedPull | null = null;
  private buffer: PulledMsg[] = [];
  /** messages and bytes pulled and not yet acknowledged (buffered or being written) */
  private heldMessages = 0;
  private heldBytes = 0;
  private flushing: Promise<void> | null = null;
  private workers = 0;
  /** which readings of a batch may be stored already (looked up before the COPY) */
  private readonly highWater = new SensorHighWater();
  stored = 0;

  constructor(
    @InjectServiceConfig() private readonly config: ServiceConfig,
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    private readonly readings: ReadingsRepository,
    private readonly deadReadings: DeadReadingsRepository,
    private readonly deadMetric: DeadReadingsMetric,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.WATER_READINGS_CONSUMER !== 'true') return;
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-readings`, maxReconnectAttempts: -1 });
    const jsm = await this.nc.jetstreamManager();
    await ensureLimitsStream(jsm, SENSOR_READINGS_STREAM_DEFINITION);
    const config = {
      durable_name: READINGS_CONSUMER,
      filter_subject: `${SENSOR_READINGS_SUBJECT_PREFIX}>`,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.env.WATER_READINGS_ACK_WAIT_MS),
      max_ack_pending: 100_000,
    };
    const existing = await jsm.consumers.info(SENSOR_READINGS_STREAM, READINGS_CONSUMER).catch(() => null);
    if (!existing) await jsm.consumers.add(SENSOR_READINGS_STREAM, config).catch(() => undefined);
    else if (existing.config.ack_wait !== config.ack_wait) await jsm.consumers.update(SENSOR_READINGS_STREAM, READINGS_CONSUMER, config);
    this.puller = new BoundedPull(
      this.nc, SENSOR_READINGS_STREAM, READINGS_CONSUMER,
      heldLimits(this.env, this.nc.info?.max_payload ?? 1024 * 1024),
      () => ({ messages: this.heldMessages, bytes: this.heldBytes }),
      (m) => {
        this.heldMessages += 1;
        this.heldBytes += m.size;
        this.buffer.push(m);
        this.kick();
      },
    );
    this.puller.start();
  }

  /** What the replica holds now (pulled and not yet acknowledged), for tests and metrics. */
  held(): { messages: number; bytes: number } {
    return { messages: this.heldMessages, bytes: this.heldBytes };
  }

  private release(done: PulledMsg[]): void {
    for (const m of done) {
      this.heldMessages -= 1;
      this.heldBytes -= m.size;
    }
    this.puller?.released();
  }

  /**
   * Starts flush workers on the next turn (up to WATER_READINGS_PARALLEL, so the database works on
   * one batch while the next is gathered and written); a running worker takes what arrives meanwhile.
   */
  private kick(): void {
    while (this.workers < this.env.WATER_READINGS_PARALLEL && this.buffer.length) {
      this.workers += 1;
      const worker = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.flush())
        .finally(() => {
          this.workers -= 1;
          if (this.workers === 0) this.flushing = null;
          if (this.buffer.length) this.kick();
        });
      this.flushing = this.flushing ? Promise.all([this.flushing, worker]).then(() => undefined) : worker;
    }
  }

  private async flush(): Promise<void> {
    while (this.buffer.length) {
      // Up to WATER_READINGS_BATCH readings per statement, whatever the messages carry.
      const cols = emptyColumns();
      const batch: Pulled[] = [];
      while (this.buffer.length && cols.s.length < this.env.WATER_READINGS_BATCH) {
        const m = this.buffer.shift()!;
        const start = cols.s.length;
        const refused: RefusedItem[] = [];
        const readable = decodeInto(cols, m.data, refused);
        batch.push({ m, start, end: cols.s.length, readable, refused });
      }
      await this.store(cols, batch);
    }
  }

  /**
   * Stores a batch and settles each of its messages: acknowledged once its readings are stored
   * and what could not be stored is in water.dead_readings; redelivered (nak) when the database
   * went away before that. A refused reading never holds back the others: the batch is split
   * around it (split-store.ts).
   */
  private async store(cols: ReadingColumns, batch: Pulled[]): Promise<void> {
    const suspects = this.highWater.suspects(cols);
    const result = await storeSplitting(cols, (part, from) => this.readings.insertColumns(part, within(suspects, from, from + part.s.length)));
    this.stored += result.stored;
    const refusedBy = new Map<Pulled, RefusedReading[]>();
    for (const r of result.refused) {
      const owner = ownerOf(batch, r.index);
      refusedBy.set(owner, [...(refusedBy.get(owner) ?? []), r]);
    }
    let settled: Pulled[] = [];
    let waiting: Pulled[] = [];
    const dead: [Pulled, DeadReading][] = [];
    for (const p of batch) {
      if (result.pending && result.pending.slice(p.start, p.end).some(Boolean)) {
        waiting.push(p);
        continue;
      }
      settled.push(p);
      const letter = deadLetter(p, refusedBy.get(p) ?? []);
      if (letter) dead.push([p, letter]);
    }
    if (dead.length) {
      try {
        await this.deadReadings.add(dead.map(([, d]) => d));
        for (const [, d] of dead) this.recordDead(d);
      } catch (e) {
        if (refusedByDatabase(e)) {
          // Cannot even be recorded: dropped with the log line, never redelivered for ever.
          for (const [, d] of dead) this.recordDead(d, (e as Error).message);
        } else {
          // The database went away: these come back and are tried again, stored readings and all.
          const back = new Set(dead.map(([p]) => p));
          waiting = [...waiting, ...settled.filter((p) => back.has(p))];
          settled = settled.filter((p) => !back.has(p));
          result.error ??= e;
        }
      }
    }
    for (const p of settled) {
      if (p.readable) p.m.ack();
      else p.m.term();
    }
    for (const p of waiting) p.m.nak(1000);
    this.release(batch.map((p) => p.m));
    if (waiting.length) {
      this.logger.error({ msg: 'readings batch not stored, will be redelivered', count: waiting.length, error: (result.error as Error)?.message });
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** The log line and the metric of a dead letter (the row is written, or could not be). */
  private recordDead(d: DeadReading, notRecorded?: string): void {
    this.deadMetric.add(d.cause, d.readings);
    const line = {
      msg: notRecorded ? 'readings refused and not even dead-lettered, dropped' : 'readings dead-lettered in water.dead_readings',
      subject: d.subject, streamSeq: d.streamSeq, sensorId: d.sensorId, accountId: d.accountId, cause: d.cause, readings: d.readings,
      items: d.items, reason: d.reason, sqlstate: d.sqlstate, ...(notRecorded ? { error: notRecorded } : {}),
    };
    if (notRecorded) this.logger.error(line);
    else this.logger.warn(line);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.puller?.stop();
    await this.flushing?.catch(() => undefined);
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
