import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  AckPolicy, DeliverPolicy, StorageType, connect, nanos,
  type ConsumerMessages, type JetStreamClient, type JetStreamManager, type NatsConnection,
} from 'nats';
import { EVENT_STREAM } from '@inasaku/contracts';
import { InjectServiceConfig, type ServiceConfig } from '../tokens';
import type { ConsumerBacklog } from '../metrics/service-metrics';
import { jetStreamReplicas } from './stream-replicas';

export interface EventMeta {
  subject: string;
  seq: number;
  msgId: string | undefined;
  redelivered: boolean;
}
export type EventHandler<T> = (data: T, meta: EventMeta) => Promise<void> | void;

/** How long JetStream remembers a message id for de-duplication. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 60 * 1000;

const encoder = new TextEncoder();

/**
 * Events that must not be lost go through JetStream: `publish` with a message id (JetStream
 * drops a repeat within the duplicate window), `subscribe` with a durable consumer that
 * acknowledges only after the handler succeeded, so a crash redelivers.
 */
@Injectable()
export class EventBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private nc: NatsConnection | null = null;
  private js!: JetStreamClient;
  private jsm!: JetStreamManager;
  private readonly consumers: ConsumerMessages[] = [];
  /** Durable consumers whose backlog /metrics reports: every subscription, and those a service adds. */
  private readonly watched = new Map<string, { stream: string; consumer: string }>();

  constructor(@InjectServiceConfig() private readonly config: ServiceConfig) {}

  async onModuleInit(): Promise<void> {
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-events`, maxReconnectAttempts: -1 });
    this.jsm = await this.nc.jetstreamManager();
    this.js = this.nc.jetstream();
    await ensureStream(this.jsm, EVENT_STREAM.name, EVENT_STREAM.subjects);
  }

  isConnected(): boolean {
    return this.nc !== null && !this.nc.isClosed();
  }

  /** Reports the backlog of a durable consumer this service reads (e.g. sensor readings, export jobs) in /metrics. */
  watchConsumer(stream: string, consumer: string): void {
    this.watched.set(`${stream}/${consumer}`, { stream, consumer });
  }

  /** The backlog of every watched consumer; one that does not exist (yet) or a broken connection is left out. */
  async consumerBacklogs(): Promise<ConsumerBacklog[]> {
    if (!this.isConnected()) return [];
    const infos = await Promise.all(
      [...this.watched.values()].map(({ stream, consumer }) =>
        this.jsm.consumers.info(stream, consumer).then(
          (i): ConsumerBacklog => ({ stream, consumer, pending: i.num_pending, ackPending: i.num_ack_pending }),
          () => null,
        ),
      ),
    );
    return infos.filter((b): b is ConsumerBacklog => b !== null);
  }

  async publish(subject: string, data: unknown, msgId: string): Promise<{ seq: number; duplicate: boolean }> {
    const ack = await this.js.publish(subject, encoder.encode(JSON.stringify(data)), { msgID: msgId });
    return { seq: ack.seq, duplicate: ack.duplicate };
  }

  async subscribe<T>(
    subject: string,
    durableName: string,
    handler: EventHandler<T>,
    options: { retryDelayMs?: number } = {},
  ): Promise<void> {
    const stream = EVENT_STREAM.name;
    this.watchConsumer(stream, durableName);
    const existing = await this.jsm.consumers.info(stream, durableName).catch(() => null);
    if (!existing) {
      await this.jsm.consumers.add(stream, {
        durable_name: durableName,
        filter_subject: subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(30_000),
      });
    }
    const consumer = await this.js.consumers.get(stream, durableName);
    const messages = await consumer.consume({ max_messages: 64 });
    this.consumers.push(messages);
    void (async () => {
      for await (const m of messages) {
        const meta: EventMeta = {
          subject: m.subject, seq: m.seq, msgId: m.headers?.get('Nats-Msg-Id') || undefined, redelivered: m.redelivered,
        };
        try {
          await handler(m.json<T>(), meta);
          m.ack();
        } catch (e) {
          this.logger.error({ msg: 'event handler failed, will be redelivered', subject: m.subject, seq: m.seq, error: (e as Error).message });
          m.nak(options.retryDelayMs ?? 5_000);
        }
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const c of this.consumers) c.stop();
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}

/** Creates the stream, or widens its subjects when another service added events. */
export async function ensureStream(jsm: JetStreamManager, name: string, subjects: string[]): Promise<void> {
  const info = await jsm.streams.info(name).catch((e: Error) => {
    if (/not found/i.test(e.message)) return null;
    throw e;
  });
  if (!info) {
    try {
      await jsm.streams.add({
        name, subjects, storage: StorageType.File, duplicate_window: nanos(DUPLICATE_WINDOW_MS), num_replicas: jetStreamReplicas(),
      });
      return;
    } catch (e) {
      // A replica created it meanwhile: fall through to the subject check.
      if (!/already in use|exists/i.test((e as Error).message)) throw e;
    }
  }
  const current = info ?? (await jsm.streams.info(name));
  const missing = subjects.filter((s) => !current.config.subjects.includes(s));
  // A stream made on one server is given its copies when the deployment moves to a cluster.
  const replicas = Math.max(current.config.num_replicas ?? 1, jetStreamReplicas());
  if (missing.length || replicas !== (current.config.num_replicas ?? 1)) {
    await jsm.streams.update(name, { ...current.config, subjects: [...current.config.subjects, ...missing], num_replicas: replicas });
  }
}
