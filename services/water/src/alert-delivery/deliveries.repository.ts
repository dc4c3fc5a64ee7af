import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AlertDelivery } from '@inasaku/contracts';
import type { AlertNotice } from './alert-notice';
import type { PushTarget } from '../push-subscriptions/push-subscriptions.repository';
import type { DeliveryChannel, PlannedDelivery } from './delivery-planner';

export interface DueDelivery {
  id: string;
  noticeId: string;
  alertId: string | null;
  accountId: string;
  sensorUuid: string;
  channel: DeliveryChannel;
  userId: string | null;
  subscriptionId: string | null;
  content: Record<string, unknown>;
  attempts: number;
  /** the push subscription as it is now; null when it was removed meanwhile */
  push: PushTarget | null;
}

/** One notice and the rows planned for it. */
export interface NoticePlan {
  notice: AlertNotice;
  planned: PlannedDelivery[];
}

export type DeliveryStatus = 'sent' | 'failed' | 'gone' | 'dropped';

/**
 * alert_deliveries: the queue (pending rows with their due time, claimed with a lease so that
 * a replica that dies mid-send leaves them to be retried) and the record of where each alert went.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a notice's deliveries once (a redelivered notice adds nothing). */
  async insert(notice: AlertNotice, planned: PlannedDelivery[]): Promise<number> {
    return this.insertMany([{ notice, planned }]);
  }

  /**
   * The deliveries of many notices in one statement (a redelivered notice adds nothing). Rows go
   * as one JSON parameter: a thousand notices' rows are one round trip and one plan, not one each.
   */
  async insertMany(plans: NoticePlan[]): Promise<number> {
    const rows = plans.flatMap(({ notice, planned }) => planned.map((p) => ({
      notice_id: notice.notice_id, alert_id: notice.alert_id, account_id: notice.account_id, sensor_id: notice.sensor_uuid,
      kind: notice.reminder ? 'reminder' : notice.kind,
      channel: p.channel, target: p.target, user_id: p.userId, subscription_id: p.subscriptionId, due: p.dueAt.toISOString(), content: p.content,
    })));
    if (!rows.length) return 0;
    const result = await this.db.query(
      `INSERT INTO water.alert_deliveries (notice_id, alert_id, account_id, sensor_id, kind, channel, target, user_id, subscription_id, content, next_attempt_at)
       SELECT r.notice_id, r.alert_id, r.account_id, r.sensor_id, r.kind, r.channel, r.target, r.user_id, r.subscription_id, r.content, r.due
       FROM jsonb_to_recordset($1::jsonb) AS r(notice_id uuid, alert_id uuid, account_id uuid, sensor_id uuid, kind text, channel text, target text,
         user_id uuid, subscription_id bigint, content jsonb, due timestamptz)
       ON CONFLICT (notice_id, channel, target) DO NOTHING
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    return result.length;
  }

  /** Up to `limit` due rows, leased for `leaseMs` (another replica skips them meanwhile). */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<DueDelivery[]> {
    const rows = await this.db.query(
      `UPDATE water.alert_deliveries d SET next_attempt_at = $1::timestamptz + make_interval(secs => $3::double precision / 1000)
       WHERE d.id IN (
         SELECT id FROM water.alert_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING d.id, d.notice_id, d.alert_id, d.account_id, d.sensor_id, d.channel, d.user_id, d.subscription_id, d.content, d.attempts,
         (SELECT row_to_json(p) FROM (SELECT s.endpoint, s.p256dh, s.auth FROM water.push_subscriptions s WHERE s.id = d.subscription_id) p) AS push`,
      [now.toISOString(), limit, leaseMs],
    );
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as Record<string, unknown>[];
    return list.map((r) => ({
      id: String(r.id), noticeId: r.notice_id as string, alertId: (r.alert_id as string | null) ?? null, accountId: r.account_id as string, sensorUuid: r.sensor_id as string,
      channel: r.channel as DeliveryChannel, userId: (r.user_id as string | null) ?? null,
      subscriptionId: r.subscription_id === null ? null : String(r.subscription_id), content: r.content as Record<string, unknown>,
      attempts: Number(r.attempts),
      push: r.push ? { id: String(r.subscription_id), userId: r.user_id as string, ...(r.push as { endpoint: string; p256dh: string; auth: string }) } : null,
    }));
  }

  async finish(id: string, status: DeliveryStatus, error: string | null, sentCount = status === 'sent' ? 1 : 0): Promise<void> {
    await this.db.query(
      `UPDATE water.alert_deliveries SET status = $2, last_error = $3, sent_count = $4, attempts = attempts + 1, done_at = now() WHERE id = $1`,
      [id, status, error, sentCount],
    );
  }

  /**
   * Pushes and mails that went through (a burst is written in groups) and the pushes'
   * subscriptions' last success, in one statement: one round trip per group, not one per row. A
   * mail's sent_count is left to the account service's answer (which may come first).
   */
  async finishSent(sent: { pushes: string[]; subscriptions: string[]; mails: string[] }): Promise<void> {
    if (!sent.pushes.length && !sent.mails.length) return;
    await this.db.query(
      `WITH pushes AS (
         UPDATE water.alert_deliveries SET status = 'sent', last_error = NULL, sent_count = 1, attempts = attempts + 1, done_at = now()
         WHERE id = ANY($1::bigint[])),
       mails AS (
         UPDATE water.alert_deliveries SET status = 'sent', last_error = NULL, attempts = attempts + 1, done_at = now()
         WHERE id = ANY($3::bigint[]) AND channel = 'email')
       UPDATE water.push_subscriptions SET last_success_at = now(), last_failure = NULL WHERE id = ANY($2::bigint[])`,
      [sent.pushes, sent.subscriptions, sent.mails],
    );
  }

  async retryAt(id: string, at: Date, error: string): Promise<void> {
    await this.db.query(
      `UPDATE water.alert_deliveries SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3 WHERE id = $1`, [id, at.toISOString(), error],
    );
  }

  /** A reminder row that goes on: its next time and how many went. */
  async reschedule(id: string, at: Date, content: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `UPDATE water.alert_deliveries SET next_attempt_at = $2, content = $3::jsonb, sent_count = sent_count + 1 WHERE id = $1`,
      [id, at.toISOString(), JSON.stringify(content)],
    );
  }

  /** The account service reported how many users it mailed. */
  async mailed(id: string, recipients: number): Promise<void> {
    await this.db.query(`UPDATE water.alert_deliveries SET sent_count = $2 WHERE id = $1 AND channel = 'email'`, [id, recipients]);
  }

  /**
   * Where each of these alerts went, and whether a due notification got through nowhere (a failure
   * and nobody reached: an e-mail counts once the account service answered that it mailed someone).
   */
  async summaries(alertIds: string[]): Promise<Map<string, AlertDelivery & { failedEverywhere: boolean }>> {
    const out = new Map<string, AlertDelivery & { failedEverywhere: boolean }>();
    if (!alertIds.length) return out;
    const rows = await this.db.query(
      `SELECT alert_id,
         coalesce(sum(sent_count) FILTER (WHERE channel = 'push' AND status = 'sent'), 0)::int AS push,
         coalesce(sum(sent_count) FILTER (WHERE channel = 'email' AND status = 'sent'), 0)::int AS email,
         coalesce(sum(sent_count) FILTER (WHERE channel = 'line' AND status = 'sent'), 0)::int AS line,
         count(*) FILTER (WHERE channel <> 'reminder' AND status IN ('failed', 'gone'))::int AS failed,
         coalesce(sum(sent_count) FILTER (WHERE channel <> 'reminder' AND status = 'sent'), 0)::int AS ok,
         count(*) FILTER (WHERE channel <> 'reminder' AND status = 'pending')::int AS pending
       FROM water.alert_deliveries WHERE alert_id = ANY($1::uuid[]) GROUP BY alert_id`,
      [alertIds],
    );
    for (const r of rows) {
      out.set(r.alert_id, {
        push: r.push, email: r.email, line: r.line, failed: r.failed, failedEverywhere: r.failed > 0 && r.ok === 0 && r.pending === 0,
      });
    }
    return out;
  }

  /** A deleted user's pending deliveries and reminders go with his subscriptions, preferences and link. */
  async forgetUser(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM water.alert_deliveries WHERE user_id = $1 AND status = 'pending'`, [userId]);
      await m.query(`DELETE FROM water.push_subscriptions WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM water.notification_preferences WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM water.line_links WHERE user_id = $1`, [userId]);
    });
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      for (const t of ['alert_deliveries', 'push_subscriptions', 'notification_preferences', 'line_links', 'line_channels']) {
        await m.query(`DELETE FROM water.${t} WHERE account_id = $1`, [accountId]);
      }
    });
  }

  /**
   * The reminder is still due only while the sensor stays at 危険, no newer crossing was alerted
   * and the account still has notifications on.
   */
  async stillDanger(sensorUuid: string, alertId: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM water.sensors s WHERE s.id = $1 AND s.judged_level = '2'
         AND EXISTS (SELECT 1 FROM water.notification_settings n WHERE n.account_id = s.account_id AND n.notify)
         AND NOT EXISTS (SELECT 1 FROM water.sensor_alerts a WHERE a.sensor_id = s.id AND a.alert_type IN ('danger', 'warning')
                           AND a.seq > (SELECT seq FROM water.sensor_alerts WHERE alert_id = $2))`,
      [sensorUuid, alertId],
    );
    return rows.length > 0;
  }
}
