import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, connect, nanos, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import { EVENTS, EVENT_STREAM } from '@inasaku/contracts';
import { EventBus, InjectServiceConfig, type ServiceConfig } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import type { AlertNotice } from './alert-notice';
import { DeliveryClock } from './delivery-clock';
import { DeliveryPlanning } from './delivery-planning';
import { DeliveryWorker } from './delivery-worker';
import { JudgementGate } from './judgement-gate';

/** Durable consumer names; a name must never change, or notices replay. */
export const DELIVERY_CONSUMERS = {
  notices: 'water-alert-delivery-notices',
  mailed: 'water-alert-delivery-mailed',
} as const;

/**
 * At most this many notices are planned as one batch (one query per table, one insert); a
 * judgement hands over one per account with an alert, a thousand at once.
 */
const PLANNING_BATCH = 500;
const ACK_WAIT_MS = 60_000;
/**
 * Core NATS, among water's replicas only: deliveries were planned. Every replica starts sending
 * at once instead of at its next poll, so a burst is shared from its first second.
 */
export const DELIVERIES_PLANNED_SUBJECT = 'water.alert-delivery.planned';

/**
 * Turns each notice into delivery rows and wakes the sender. A durable JetStream consumer
 * shared by the replicas (a notice made while every replica was down is delivered when one is
 * back), acknowledged only once its rows are stored. Notices that arrive while a batch is being
 * planned wait and form the next batch (a group commit): a thousand notices are a few batches,
 * not a thousand query sets.
 */
@Injectable()
export class NoticeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NoticeListener.name);
  private nc: NatsConnection | null = null;
  private messages: ConsumerMessages | null = null;
  private readonly waiting: JsMsg[] = [];
  private planningRun: Promise<void> | null = null;

  constructor(
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    @InjectServiceConfig() private readonly config: ServiceConfig,
    private readonly bus: EventBus,
    private readonly planning: DeliveryPlanning,
    private readonly worker: DeliveryWorker,
    private readonly clock: DeliveryClock,
    private readonly gate: JudgementGate,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.ALERT_DELIVERY_WORKER !== 'true') return;
    // noEcho: this replica's own "planned" is not heard back (it wakes its sender directly).
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-alert-notices`, maxReconnectAttempts: -1, noEcho: true });
    this.nc.subscribe(DELIVERIES_PLANNED_SUBJECT, { callback: () => this.plannedByAnotherReplica() });
    const jsm = await this.nc.jetstreamManager();
    const durable = DELIVERY_CONSUMERS.notices;
    this.bus.watchConsumer(EVENT_STREAM.name, durable);
    if (!(await jsm.consumers.info(EVENT_STREAM.name, durable).catch(() => null))) {
      await jsm.consumers.add(EVENT_STREAM.name, {
        durable_name: durable, filter_subject: EVENTS.sensorAlertNotice, ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All, ack_wait: nanos(ACK_WAIT_MS),
      });
    }
    const consumer = await this.nc.jetstream().consumers.get(EVENT_STREAM.name, durable);
    this.messages = await consumer.consume({ max_messages: 256 });
    void this.run(this.messages);
  }

  async onApplicationShutdown(): Promise<void> {
    this.messages?.stop();
    await this.planningRun?.catch(() => undefined);
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }

  /** Another replica stored deliveries: this one's sender helps at once. */
  plannedByAnotherReplica(): void {
    this.worker.kick();
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const m of messages) {
      this.waiting.push(m);
      // Bounded: past two batches the reading waits (the server holds the rest).
      if (this.waiting.length >= 2 * PLANNING_BATCH) await this.planningRun;
      this.startPlanning();
    }
  }

  private startPlanning(): void {
    if (this.planningRun) return;
    this.planningRun = this.planWaiting().finally(() => {
      this.planningRun = null;
      // A notice that came in after the last look, before this run ended.
      if (this.waiting.length) this.startPlanning();
    });
  }

  private async planWaiting(): Promise<void> {
    while (this.waiting.length) {
      // Well below the ack wait: a long judgement delays planning, never gets a notice redelivered.
      await this.gate.idle(ACK_WAIT_MS / 3);
      const batch = this.waiting.splice(0, PLANNING_BATCH);
      try {
        await this.planning.planMany(batch.map((m) => ({ notice: m.json<AlertNotice>() })), this.clock.now());
        for (const m of batch) m.ack();
      } catch {
        // One notice that cannot be planned must not hold back the others of its batch.
        for (const m of batch) await this.planOne(m);
      }
      this.worker.kick();
      this.nc?.publish(DELIVERIES_PLANNED_SUBJECT);
    }
  }

  private async planOne(m: JsMsg): Promise<void> {
    try {
      await this.planning.plan(m.json<AlertNotice>(), this.clock.now());
      m.ack();
    } catch (e) {
      this.logger.error({ msg: 'alert notice not planned, will be redelivered', seq: m.seq, error: (e as Error).message });
      m.nak(5_000);
    }
  }
}
