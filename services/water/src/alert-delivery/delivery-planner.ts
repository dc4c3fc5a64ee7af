import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@inasaku/contracts';
import type { AlertNotice } from './alert-notice';
import { lineTextOf, mailOf, pushPayload } from './alert-texts';
import { quietUntil } from './quiet-hours';
import type { PushTarget } from '../push-subscriptions/push-subscriptions.repository';

export type DeliveryChannel = 'push' | 'email' | 'line' | 'reminder';

/**
 * Who a notice is for: every user of the account, only the users who never saved preferences
 * (they share the defaults), or one user (a reminder follows each user's own settings).
 */
export type Audience = { kind: 'all' } | { kind: 'defaults' } | { kind: 'user'; userId: string };

export interface PlannedDelivery {
  channel: DeliveryChannel;
  /** unique per notice and channel: sub:<id>, line:<user>, mail:rest, mail:<due ISO>, reminder:<user|defaults> */
  target: string;
  userId: string | null;
  subscriptionId: string | null;
  dueAt: Date;
  content: Record<string, unknown>;
}

export interface PlanInput {
  notice: AlertNotice;
  now: Date;
  audience: Audience;
  /** saved preferences by user; a user absent here has the defaults */
  saved: Map<string, NotificationPreferences>;
  subscriptions: PushTarget[];
  /** user id -> LINE user ID, only when the account's LINE channel is on */
  lineLinks: Map<string, string>;
}

/** Content of a reminder row: whose reminder and how far it got. */
export interface ReminderContent {
  audience: Audience;
  every_hours: number;
  max_times: number;
  sent: number;
  notice: AlertNotice;
}

const HOUR = 3600_000;

/**
 * Turns one notice into deliveries, each with the time it is due: now, or the end of the
 * recipient's quiet hours for anything but 危険; nothing on a channel the user switched off, and
 * no recovery notice to a user who does not want one. The e-mail goes as one row for the users
 * on the defaults (the account service mails every user except those listed) and one row per
 * due time for users with saved preferences. A new 危険 alert also schedules its reminders.
 */
export function planDeliveries(input: PlanInput): PlannedDelivery[] {
  const { notice, now, audience, saved } = input;
  const out: PlannedDelivery[] = [];
  const prefsOf = (userId: string) => saved.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES;
  const inAudience = (userId: string) =>
    audience.kind === 'all' || (audience.kind === 'defaults' ? !saved.has(userId) : audience.userId === userId);
  const wants = (p: NotificationPreferences) => notice.kind !== 'recovery' || p.recovery_notice;
  const dueFor = (p: NotificationPreferences) => (notice.kind === 'danger' ? now : quietUntil(p.quiet_hours, now) ?? now);

  const push = pushPayload(notice);
  for (const s of input.subscriptions) {
    const p = prefsOf(s.userId);
    if (!inAudience(s.userId) || !p.channels.push || !wants(p)) continue;
    out.push({ channel: 'push', target: `sub:${s.id}`, userId: s.userId, subscriptionId: s.id, dueAt: dueFor(p), content: { ...push } });
  }

  const line = lineTextOf(notice);
  for (const [userId, to] of input.lineLinks) {
    const p = prefsOf(userId);
    if (!inAudience(userId) || !p.channels.line || !wants(p)) continue;
    out.push({ channel: 'line', target: `line:${userId}`, userId, subscriptionId: null, dueAt: dueFor(p), content: { to, text: line, retry_key: randomUUID() } });
  }

  const mail = mailOf(notice);
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  if (audience.kind !== 'user' && d.channels.email && wants(d)) {
    out.push({ channel: 'email', target: 'mail:rest', userId: null, subscriptionId: null, dueAt: now, content: { ...mail, exclude_user_ids: [...saved.keys()] } });
  }
  if (audience.kind !== 'defaults') {
    const byDue = new Map<number, string[]>();
    for (const [userId, p] of saved) {
      if (!inAudience(userId) || !p.channels.email || !wants(p)) continue;
      const due = dueFor(p).getTime();
      byDue.set(due, [...(byDue.get(due) ?? []), userId]);
    }
    for (const [due, users] of byDue) {
      const dueAt = new Date(due);
      out.push({ channel: 'email', target: `mail:${dueAt.toISOString()}`, userId: null, subscriptionId: null, dueAt, content: { ...mail, only_user_ids: users } });
    }
  }

  if (notice.kind === 'danger' && !notice.reminder) out.push(...reminders(input));
  return out;
}

function reminders(input: PlanInput): PlannedDelivery[] {
  const { notice, now, audience, saved } = input;
  const row = (a: Audience, target: string, userId: string | null, r: NotificationPreferences['reminder']): PlannedDelivery => {
    const content: ReminderContent = { audience: a, every_hours: r.every_hours, max_times: r.max_times, sent: 0, notice };
    return { channel: 'reminder', target, userId, subscriptionId: null, dueAt: new Date(now.getTime() + r.every_hours * HOUR), content: { ...content } };
  };
  const out: PlannedDelivery[] = [];
  const d = DEFAULT_NOTIFICATION_PREFERENCES.reminder;
  if (audience.kind === 'all' && d.enabled) out.push(row({ kind: 'defaults' }, 'reminder:defaults', null, d));
  for (const [userId, p] of saved) {
    if (audience.kind !== 'all' || !p.reminder.enabled) continue;
    out.push(row({ kind: 'user', userId }, `reminder:${userId}`, userId, p.reminder));
  }
  return out;
}
