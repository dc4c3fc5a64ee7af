import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, connect, nanos, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import {
  SENSOR_READINGS_STREAM, SENSOR_READINGS_SUBJECT_PREFIX, type StreamReading, type StreamReadingBatch,
} from '@inasaku/contracts';
import { InjectServiceConfig, type ServiceConfig } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { ReadingsRepository, emptyColumns, pushReading, type ReadingColumns } from '../readings/readings.repository';
import { ensureReadingsStream } from './readings-stream';

export const READINGS_CONSUMER = 'water-readings';

const textDecoder = new TextDecoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optional = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));

/**
 * Appends one message's readings (a reading, or a device batch: sensor-ingest's two stream modes)
 * to the columns; false, with nothing appended, when the message is unreadable. Values are
 * checked here because the repository writes them into array literals as they are.
 */
export function decodeInto(cols: ReadingColumns, data: Uint8Array): boolean {
  let r: StreamReading | StreamReadingBatch;
  try {
    r = JSON.parse(textDecoder.decode(data)) as StreamReading | StreamReadingBatch;
  } catch {
    return false;
  }
  if (typeof r?.s !== 'string' || !UUID.test(r.s)) return false;
  if (!('items' in r)) {
    const { t, l, w = null, b = null, g = null } = r;
    if (!Number.isFinite(t) || !Number.isFinite(l) || !optional(w) || !optional(b) || !optional(g)) return false;
    pushReading(cols, r.s, t, l, w, b, g);
    return true;
  }
  if (!Array.isArray(r.items)) return false;
  for (const item of r.items) {
    if (!Array.isArray(item)) return false;
    const [t, l, w = null, b = null, g = null] = item;
    if (!Number.isFinite(t) || !Number.isFinite(l) || !optional(w) || !optional(b) || !optional(g)) return false;
  }
  for (const [t, l, w = null, b = null, g = null] of r.items) pushReading(cols, r.s, t, l, w, b, g);
  return true;
}

/**
 * Stores the device readings of the SENSOR_READINGS stream: a durable consumer shared by the
 * replicas, messages gathered while the previous batch is written, one multi-row statement per
 * batch, acknowledged only after the commit (a crash redelivers; a reading stored twice is
 * skipped by the (sensor, time) key).
 */
@Injectable()
export class ReadingsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadingsConsumer.name);
  private nc: NatsConnection | null = null;
  private messages: ConsumerMessages | null = null;
  private buffer: JsMsg[] = [];
  private flushing: Promise<void> | null = null;
  private workers = 0;
  private loop: Promise<void> | null = null;
  stored = 0;

  constructor(
    @InjectServiceConfig() private readonly config: ServiceConfig,
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    private readonly readings: ReadingsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.WATER_READINGS_CONSUMER !== 'true') return;
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-readings`, maxReconnectAttempts: -1 });
    const jsm = await this.nc.jetstreamManager();
    await ensureReadingsStream(jsm);
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
    const consumer = await this.nc.jetstream().consumers.get(SENSOR_READINGS_STREAM, READINGS_CONSUMER);
    const batch = this.env.WATER_READINGS_BATCH;
    this.messages = await consumer.consume({ max_messages: batch * 2 });
    this.loop = (async () => {
      for await (const m of this.messages!) {
        this.buffer.push(m);
        this.kick();
        // Back-pressure: do not pull further ahead than one batch being written and one gathering.
        if (this.buffer.length >= batch && this.flushing) await this.flushing;
      }
    })();
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
      const held: JsMsg[] = [];
      while (this.buffer.length && cols.s.length < this.env.WATER_READINGS_BATCH) {
        const m = this.buffer.shift()!;
        if (decodeInto(cols, m.data)) held.push(m);
        else m.term(); // unreadable: never redeliver
      }
      try {
        this.stored += await this.readings.insertColumns(cols);
        for (const m of held) m.ack();
      } catch (e) {
        this.logger.error({ msg: 'readings batch not stored, will be redelivered', count: held.length, error: (e as Error).message });
        for (const m of held) m.nak(1000);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.messages?.stop();
    await this.loop?.catch(() => undefined);
    await this.flushing?.catch(() => undefined);
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
