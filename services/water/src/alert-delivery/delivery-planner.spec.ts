import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@inasaku/contracts';
import type { AlertNotice } from './alert-notice';
import { planDeliveries, type PlanInput } from './delivery-planner';

const notice = (kind: AlertNotice['kind'], extra: Partial<AlertNotice> = {}): AlertNotice => ({
  notice_id: '00000000-0000-4000-a000-000000000001', alert_id: '00000000-0000-4000-a000-000000000001', account_id: 'acc',
  sensor_uuid: 'sen', product_id: 'WL-1', sensor_name: '北田', kind, message: 'WL-1（北田）の水位が16cmになり、危険水位（15cm以上）に達しました。',
  datetime: '2026-07-01T23:30:00+09:00', ...extra,
});
const quiet: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, quiet_hours: { enabled: true, start: '22:00', end: '05:00' } };
const now = new Date('2026-07-01T23:30:00+09:00');
const morning = new Date('2026-07-02T05:00:00+09:00');

function input(n: AlertNotice, saved: Record<string, NotificationPreferences> = {}, extra: Partial<PlanInput> = {}): PlanInput {
  return {
    notice: n, now, audience: { kind: 'all' }, saved: new Map(Object.entries(saved)),
    subscriptions: [
      { id: '1', userId: 'u1', endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' },
      { id: '2', userId: 'u2', endpoint: 'https://push.example/2', p256dh: 'k', auth: 'a' },
    ],
    lineLinks: new Map(), ...extra,
  };
}

describe('planDeliveries', () => {
  it('every device of the account now, one mail row for the users on the defaults, reminders for 危険', () => {
    const plan = planDeliveries(input(notice('danger')));
    expect(plan.filter((p) => p.channel === 'push').map((p) => [p.target, p.dueAt])).toEqual([['sub:1', now], ['sub:2', now]]);
    expect(plan.filter((p) => p.channel === 'email')).toEqual([expect.objectContaining({ target: 'mail:rest', content: expect.objectContaining({ exclude_user_ids: [] }) })]);
    expect(plan.filter((p) => p.channel === 'reminder').map((p) => [p.target, p.dueAt])).toEqual([['reminder:defaults', new Date(now.getTime() + 3 * 3600_000)]]);
    expect(plan[0].content).toMatchObject({ url: '/water/show?sensor_id=WL-1', level: 'danger', tag: 'water-WL-1-danger' });
  });

  it('quiet hours hold a warning to their end for that user only (push and his mail); 危険 goes now', () => {
    const warn = planDeliveries(input(notice('warning'), { u1: quiet }));
    expect(warn.find((p) => p.target === 'sub:1')!.dueAt).toEqual(morning);
    expect(warn.find((p) => p.target === 'sub:2')!.dueAt).toEqual(now);
    expect(warn.find((p) => p.target === 'mail:rest')!.content.exclude_user_ids).toEqual(['u1']);
    expect(warn.find((p) => p.target === `mail:${morning.toISOString()}`)!.content.only_user_ids).toEqual(['u1']);
    expect(warn.some((p) => p.channel === 'reminder')).toBe(false);
    const danger = planDeliveries(input(notice('danger'), { u1: quiet }));
    expect(danger.filter((p) => p.channel !== 'reminder').every((p) => p.dueAt.getTime() === now.getTime())).toBe(true);
  });

  it('channels switched off and unwanted recovery notices send nothing to that user', () => {
    const off: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, channels: { push: false, email: false, line: true }, recovery_notice: true };
    const noRecovery: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, recovery_notice: false };
    const plan = planDeliveries(input(notice('recovery', { alert_id: null }), { u1: off, u2: noRecovery }, { lineLinks: new Map([['u1', 'Uabc'], ['u2', 'Udef']]) }));
    expect(plan.filter((p) => p.channel === 'push')).toEqual([]);
    expect(plan.filter((p) => p.channel === 'line').map((p) => p.target)).toEqual(['line:u1']);
    expect(plan.filter((p) => p.channel === 'email').map((p) => p.target)).toEqual(['mail:rest']);
  });

  it('a reminder for one user reaches only that user, and plans no further reminders itself', () => {
    const mine: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, reminder: { enabled: true, every_hours: 1, max_times: 2 } };
    const plan = planDeliveries(input(notice('danger', { reminder: 1 }), { u2: mine }, { audience: { kind: 'user', userId: 'u2' } }));
    expect(plan.map((p) => p.target)).toEqual(['sub:2', `mail:${now.toISOString()}`]);
    expect(plan[0].content.title).toBe('【再通知1回目】危険水位: WL-1（北田）');
  });

  it('the defaults audience leaves out users with saved preferences', () => {
    const plan = planDeliveries(input(notice('danger', { reminder: 2 }), { u1: quiet }, { audience: { kind: 'defaults' } }));
    expect(plan.map((p) => p.target)).toEqual(['sub:2', 'mail:rest']);
    expect(plan[1].content.exclude_user_ids).toEqual(['u1']);
  });
});
