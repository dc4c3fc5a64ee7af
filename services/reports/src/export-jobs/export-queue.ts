import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AckPolicy, DeliverPolicy, RetentionPolicy, StorageType, connect, nanos,
  type ConsumerMessages, type JetStreamClient, type JsMsg, type NatsConnection,
} from 'nats';
import { EXPORT_QUEUE } from '@inasaku/contracts';
import { InjectServiceConfig, jetStreamReplicas, type ServiceConfig } from '@inasaku/service-kit';
import { REPORTS_ENV, type ReportsEnv } from '../config/reports-env';
import { BuildInterrupted, ExportBuilder } from './export-builder';
import { ExportJobsRepository } from './export-jobs.repository';

const encoder = new TextEncoder();
const SWEEP_EVERY_MS = 60_000;
/** How long a job created while the service is still starting waits for the queue before it fails. */
const QUEUE_READY_WAIT_MS = 15_000;

/**
 * The export work queue (ARCHITECTURE.md §1 "scheduled and long work"): a JetStream stream with
 * work-queue retention and one durable pull consumer shared by every replica, so each job is
 * taken by exactly one of them. The message is acknowledged only when the job ended (done or
 * failed); a replica that dies mid-build never acknowledges it, and JetStream hands it to another
 * (or the restarted) replica after the ack wait, which builds it again from the start. A job
 * delivered more than EXPORT_QUEUE.maxDeliver times, or whose builder went silent for
 * EXPORT_STALE_SECONDS (say the message itself was lost), is marked failed: none stays running.
 */
@Injectable()
export class ExportQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExportQueue.name);
  private nc: NatsConnection | null = null;
  private js!: JetStreamClient;
  private messages: ConsumerMessages | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;
  private running = new Set<Promise<void>>();
  private markReady!: () => void;
  /** Settled when the stream and consumer exist: the request handlers may answer before that. */
  private readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });

  constructor(
    @InjectServiceConfig() private readonly config: ServiceConfig,
    @Inject(REPORTS_ENV) private readonly env: ReportsEnv,
    private readonly jobs: ExportJobsRepository,
    private readonly builder: ExportBuilder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-exports`, maxReconnectAttempts: -1 });
    const jsm = await this.nc.jetstreamManager();
    this.js = this.nc.jetstream();
    const exists = await jsm.streams.info(EXPORT_QUEUE.stream).catch(() => null);
    if (exists && (exists.config.num_replicas ?? 1) < jetStreamReplicas()) {
      // A queue made on one server gets its copies when the deployment moves to a cluster.
      await jsm.streams.update(EXPORT_QUEUE.stream, { ...exists.config, num_replicas: jetStreamReplicas() });
    }
    if (!exists) {
      await jsm.streams
        .add({
          name: EXPORT_QUEUE.stream, subjects: [EXPORT_QUEUE.subject], retention: RetentionPolicy.Workqueue,
          storage: StorageType.File, duplicate_window: nanos(10 * 60_000), num_replicas: jetStreamReplicas(),
        })
        .catch((e: Error) => {
          if (!/already in use|exists/i.test(e.message)) throw e;
        });
    }
    const ackWait = nanos(this.env.EXPORT_ACK_WAIT_MS);
    const consumer = await jsm.consumers.info(EXPORT_QUEUE.stream, EXPORT_QUEUE.consumer).catch(() => null);
    if (consumer && consumer.config.ack_wait !== ackWait) {
      await jsm.consumers.update(EXPORT_QUEUE.stream, EXPORT_QUEUE.consumer, { ack_wait: ackWait }).catch(() => undefined);
    }
    if (!consumer) {
      await jsm.consumers
        .add(EXPORT_QUEUE.stream, {
          durable_name: EXPORT_QUEUE.consumer, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All,
          ack_wait: ackWait, max_deliver: -1, filter_subject: EXPORT_QUEUE.subject,
        })
        .catch((e: Error) => {
          if (!/already in use|exists/i.test(e.message)) throw e;
        });
    }
    const c = await this.js.consumers.get(EXPORT_QUEUE.stream, EXPORT_QUEUE.consumer);
    this.messages = await c.consume({ max_messages: this.env.EXPORT_CONCURRENCY });
    void this.loop(this.messages);
    this.markReady();
    await this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
  }

  /** Puts a job on the queue; a repeat of the same job id within the duplicate window is dropped. */
  async enqueue(jobId: string): Promise<void> {
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([this.ready, new Promise((resolve) => (waited = setTimeout(resolve, QUEUE_READY_WAIT_MS)))]);
    clearTimeout(waited);
    if (!this.nc) throw new Error('export queue not connected');
    await this.js.publish(EXPORT_QUEUE.subject, encoder.encode(JSON.stringify({ job_id: jobId })), { msgID: `export:${jobId}` });
  }

  private async loop(messages: ConsumerMessages): Promise<void> {
    for await (const m of messages) {
      if (this.stopping) {
        m.nak();
        continue;
      }
      const work = this.handle(m).finally(() => this.running.delete(work));
      this.running.add(work);
      // EXPORT_CONCURRENCY builds at once.
      if (this.running.size >= this.env.EXPORT_CONCURRENCY) await Promise.race(this.running);
    }
  }

  private async handle(m: JsMsg): Promise<void> {
    let jobId = '';
    try {
      jobId = (m.json() as { job_id: string }).job_id;
    } catch {
      m.term();
      return;
    }
    if (m.info.deliveryCount > EXPORT_QUEUE.maxDeliver) {
      await this.jobs.fail(jobId, `gave up after ${EXPORT_QUEUE.maxDeliver} deliveries`);
      m.term();
      return;
    }
    // Tell JetStream the job is being worked on from the moment it arrives, so a long build (or a
    // slow claim on a busy machine) is not handed to another replica and counted twice.
    m.working();
    const keepAlive = setInterval(() => m.working(), Math.floor(this.env.EXPORT_ACK_WAIT_MS / 3));
    try {
      const job = await this.jobs.startAttempt(jobId).catch(() => null);
      if (!job) {
        // Already done, failed or unknown: nothing to build.
        m.ack();
        return;
      }
      await this.builder.build(job, () => this.stopping, () => m.working());
      m.ack();
    } catch (e) {
      if (e instanceof BuildInterrupted) {
        // Stopping: another replica (or this one after its restart) takes it again at once.
        m.nak();
        return;
      }
      this.logger.error({ msg: 'export failed', jobId, error: (e as Error).message });
      await this.jobs.fail(jobId, (e as Error).message).catch(() => undefined);
      m.term();
    } finally {
      clearInterval(keepAlive);
    }
  }

  private async sweep(): Promise<void> {
    try {
      const failed = await this.jobs.failStale(new Date(Date.now() - this.env.EXPORT_STALE_SECONDS * 1000));
      if (failed.length) this.logger.warn({ msg: 'stale export jobs failed', jobIds: failed });
    } catch (e) {
      this.logger.warn({ msg: 'export sweep failed', error: (e as Error).message });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.messages?.stop();
    await Promise.allSettled([...this.running]);
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
