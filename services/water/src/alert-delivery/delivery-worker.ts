import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EVENTS, type SensorAlertMailEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { LineClient, type SendOutcome } from '../line/line.client';
import { LineService } from '../line/line.service';
import { PushSubscriptionsRepository } from '../push-subscriptions/push-subscriptions.repository';
import type { AlertNotice } from './alert-notice';
import { DeliveriesRepository, type DueDelivery } from './deliveries.repository';
import { DeliveryClock } from './delivery-clock';
import type { ReminderContent } from './delivery-planner';
import { DeliveryPlanning } from './delivery-planning';
import { JudgementGate } from './judgement-gate';
import { WebPushSender } from './web-push.sender';

/** Rows claimed at once per lane: a few round trips to the database per burst, and a short lease. */
const BATCH_PER_LANE = 4;
const FLUSH_EVERY = 50;
const MAX_BACKOFF_MS = 3600_000;
const HOUR = 3600_000;
/** The longest a send waits for a judgement on this replica to end. */
const GATE_WAIT_MS = 60_000;

/** Japanese for the device list's 最終エラー. */
const failureText = (o: SendOutcome) => (o.detail.startsWith('HTTP') ? `送信に失敗しました（${o.detail}）` : '送信に失敗しました（通信エラー）');

/**
 * Exponential backoff with jitter after `attempts` failed tries, never sooner than the service's
 * Retry-After; both capped at an hour.
 */
export function retryDelayMs(attempts: number, firstMs: number, retryAfterMs = 0, random = Math.random()): number {
  const backoff = Math.min(firstMs * 2 ** attempts, MAX_BACKOFF_MS) * (0.8 + random * 0.4);
  return Math.min(Math.max(backoff, retryAfterMs), MAX_BACKOFF_MS);
}

/** A stable UUID for the n-th reminder of a row: a crash between planning and rescheduling cannot double it. */
function reminderNoticeId(rowId: string, n: number): string {
  const h = createHash('sha256').update(`reminder:${rowId}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Sends what is due: claims due rows in batches (a lease keeps other replicas off them; a
 * replica that dies leaves them to be claimed again), sends with at most
 * ALERT_DELIVERY_CONCURRENCY requests in flight, and settles each row: sent, gone (404/410,
 * the subscription removed), retried later with exponential backoff (429, 5xx, network), or
 * failed for good after ALERT_DELIVERY_MAX_ATTEMPTS. Woken at once by a new notice, and every
 * ALERT_DELIVERY_POLL_MS for retries, quiet hours that ended and reminders.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    private readonly clock: DeliveryClock,
    private readonly deliveries: DeliveriesRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly webPush: WebPushSender,
    private readonly lineClient: LineClient,
    private readonly line: LineService,
    private readonly planning: DeliveryPlanning,
    private readonly events: EventBus,
    private readonly gate: JudgementGate,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.ALERT_DELIVERY_WORKER !== 'true') return;
    this.timer = setInterval(() => this.kick(), this.env.ALERT_DELIVERY_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining?.catch(() => undefined);
  }

  /** Drain soon; a call while draining makes the running drain go round once more. */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain(this.clock.now())
      .catch((e: unknown) => {
        this.logger.error({ msg: 'alert delivery round failed', error: String(e) });
        return 0;
      })
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Everything due at `now`; answers how many rows were handled. The lanes take rows from a local
   * queue, and the next batch is claimed as soon as the queue holds less than one, so no lane
   * waits for the slowest push of a batch or for a claim (measured: a claim that took over a second
   * at load left every lane idle when only a round of rows was in hand).
   */
  async drain(now: Date): Promise<number> {
    const lanes = this.env.ALERT_DELIVERY_CONCURRENCY;
    const batch = lanes * BATCH_PER_LANE;
    // A claimed row waits behind at most two batches, then its own send (each with the timeout):
    // the lease outlasts that, so two rounds never send the same row.
    const leaseMs = this.env.ALERT_DELIVERY_TIMEOUT_MS * (2 * BATCH_PER_LANE + 2);
    const queue: DueDelivery[] = [];
    let handled = 0;
    let more = true;
    let claiming: Promise<void> | null = null;
    /** Never fails: a claim that does ends the round with the rows in hand (the next poll goes on). */
    const claim = () => {
      claiming ??= (async () => {
        try {
          await this.gate.idle(GATE_WAIT_MS);
          const due = await this.deliveries.claimDue(now, batch, leaseMs);
          queue.push(...due);
          handled += due.length;
          if (due.length < batch || this.stopped) more = false;
        } catch (e) {
          more = false;
          this.logger.error({ msg: 'alert delivery round failed', error: String(e) });
        }
      })().finally(() => {
        claiming = null;
      });
      return claiming;
    };
    /** The next row, claiming more when the queue runs low; null when nothing is left. */
    const next = async (): Promise<DueDelivery | null> => {
      for (;;) {
        if (more && queue.length < batch) void claim();
        if (queue.length) return queue.shift()!;
        if (!claiming) return null;
        await claiming;
      }
    };

    let sent = { pushes: [] as string[], subscriptions: [] as string[], mails: [] as string[] };
    // Sent pushes and mails are written in small groups, long before their lease could run out
    // and let another round send them again.
    const flush = async () => {
      const group = sent;
      sent = { pushes: [], subscriptions: [], mails: [] };
      await this.deliveries.finishSent(group);
    };
    const recorded = async () => {
      if (sent.pushes.length + sent.mails.length >= FLUSH_EVERY) await flush();
    };
    const tokens = new Map<string, Promise<string | null>>();
    const lane = async () => {
      for (let row = await next(); row; row = await next()) {
        try {
          if (row.channel === 'push') {
            if (await this.push(row, now)) {
              sent.pushes.push(row.id);
              sent.subscriptions.push(row.subscriptionId!);
              await recorded();
            }
          } else if (row.channel === 'email') {
            if (await this.mail(row, now)) {
              sent.mails.push(row.id);
              await recorded();
            }
          } else if (row.channel === 'line') {
            if (!tokens.has(row.accountId)) tokens.set(row.accountId, this.line.tokenFor(row.accountId));
            await this.sendLine(row, await tokens.get(row.accountId)!, now);
          } else await this.remind(row, now);
        } catch (e) {
          // A database or bus hiccup: the lease runs out and the row is tried again.
          this.logger.error({ msg: 'alert delivery failed', channel: row.channel, deliveryId: row.id, error: String(e) });
        }
      }
    };
    await claim();
    await Promise.all(Array.from({ length: lanes }, lane));
    await flush();
    return handled;
  }

  /** Resolves when the drain running now (if any) has finished. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** true when the push service took it (settled by the caller in one statement). */
  private async push(row: DueDelivery, now: Date): Promise<boolean> {
    if (!row.push) {
      await this.deliveries.finish(row.id, 'dropped', 'subscription removed');
      return false;
    }
    const urgency = row.content.level === 'danger' ? 'high' : 'normal';
    const outcome = await this.webPush.send(row.push, row.content, urgency);
    if (outcome.result === 'ok') return true;
    if (outcome.result === 'gone') {
      await this.subscriptions.remove(row.push.id);
      await this.deliveries.finish(row.id, 'gone', outcome.detail);
      return false;
    }
    await this.subscriptions.markFailure(row.push.id, failureText(outcome));
    await this.settleFailure(row, outcome, now);
    return false;
  }

  private async sendLine(row: DueDelivery, token: string | null, now: Date): Promise<void> {
    if (!token) {
      await this.deliveries.finish(row.id, 'dropped', 'LINE is not configured');
      return;
    }
    const c = row.content as { to: string; text: string; retry_key: string };
    const outcome = await this.lineClient.push(token, c.to, c.text, c.retry_key);
    if (outcome.result === 'ok') await this.deliveries.finish(row.id, 'sent', null);
    else await this.settleFailure(row, outcome, now);
  }

  /** true when the bus took it (settled by the caller in one statement). */
  private async mail(row: DueDelivery, now: Date): Promise<boolean> {
    const c = row.content as { subject: string; text: string; exclude_user_ids?: string[]; only_user_ids?: string[] };
    const event: SensorAlertMailEvent = {
      account_id: row.accountId, alert_id: row.alertId ?? row.noticeId, subject: c.subject, text: c.text, delivery_id: row.id,
      ...(c.exclude_user_ids ? { exclude_user_ids: c.exclude_user_ids } : {}), ...(c.only_user_ids ? { only_user_ids: c.only_user_ids } : {}),
    };
    try {
      // One message id per row: a row published again after a lost lease is mailed once.
      await this.events.publish(EVENTS.sensorAlertMail, event, `sensor-alert-mail:${row.id}`);
    } catch {
      await this.settleFailure(row, { result: 'retry', detail: 'network' }, now);
      return false;
    }
    // Counted when the account service answers how many users it mailed.
    return true;
  }

  private async remind(row: DueDelivery, now: Date): Promise<void> {
    const c = row.content as unknown as ReminderContent;
    if (!c.notice.alert_id || !(await this.deliveries.stillDanger(row.sensorUuid, c.notice.alert_id))) {
      await this.deliveries.finish(row.id, 'dropped', null);
      return;
    }
    const n = c.sent + 1;
    const notice: AlertNotice = { ...c.notice, notice_id: reminderNoticeId(row.id, n), reminder: n };
    await this.planning.plan(notice, now, c.audience);
    if (n >= c.max_times) await this.deliveries.finish(row.id, 'sent', null, n);
    else await this.deliveries.reschedule(row.id, new Date(now.getTime() + c.every_hours * HOUR), { ...c, sent: n });
    this.kick();
  }

  private async settleFailure(row: DueDelivery, outcome: SendOutcome, now: Date): Promise<void> {
    const tries = row.attempts + 1;
    if (outcome.result === 'failed' || tries >= this.env.ALERT_DELIVERY_MAX_ATTEMPTS) {
      await this.deliveries.finish(row.id, 'failed', outcome.detail);
      this.logger.warn({ msg: 'alert delivery failed for good', channel: row.channel, deliveryId: row.id, detail: outcome.detail, tries });
      return;
    }
    const wait = retryDelayMs(row.attempts, this.env.ALERT_DELIVERY_RETRY_MS, outcome.retryAfterMs);
    await this.deliveries.retryAt(row.id, new Date(now.getTime() + wait), outcome.detail);
  }
}
