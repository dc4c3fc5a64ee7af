import { randomUUID } from 'node:crypto';
import {
  EVENTS, WATER_SUBJECTS as W, type LineChannelStatus, type NotificationPreferences, type PagedList, type PushDevice, type PushPublicKey,
  type PushSubscriptionCreated, type SensorAlert, type SensorAlertMailEvent,
} from '@inasaku/contracts';
import { eventually } from '@inasaku/testing';
import { AlertJudgeService } from '../alerts/alert-judge.service';
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../test/sensors-harness';
import { DeliveryClock } from './delivery-clock';
import { DeliveryPlanning } from './delivery-planning';
import { DeliveryWorker } from './delivery-worker';
import { DELIVERIES_PLANNED_SUBJECT, NoticeListener } from './notice.listener';
import { LineApiStub } from '../test/line-api.stub';
import { PushServiceStub, type StubSubscription } from '../test/push-service.stub';

type Farm = ReturnType<SensorsHarness['farm']>;

let h: SensorsHarness;
let push: PushServiceStub;
let line: LineApiStub;
const logged: string[] = [];
const realWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  push = await PushServiceStub.start();
  line = await LineApiStub.start();
  // Every log line of the service is kept, to prove the LINE token never appears in one.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    logged.push(String(chunk));
    return (realWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  h = await startSensorsHarness({
    PUSH_EXTRA_CA_FILE: push.caFile, LINE_API_BASE: line.base, ALERT_DELIVERY_RETRY_MS: '50', ALERT_DELIVERY_POLL_MS: '100',
    LOG_LEVEL: 'debug',
  });
  push.expectedPublicKey = (await h.client.call<PushPublicKey>(W.push.publicKey, {}, h.farm().context())).public_key;
});
afterAll(async () => {
  process.stdout.write = realWrite;
  await h.close();
  await push.close();
  await line.close();
});
beforeEach(async () => {
  await h.reset();
  h.app.get(DeliveryClock).pin(null);
  line.requests.length = 0;
});

const judge = () => h.app.get(AlertJudgeService);
const clock = () => h.app.get(DeliveryClock);

async function settings(farm: Farm, notify: boolean) {
  await h.client.call(W.notifications.save, { warn_value: '10', warn_unit: '0', caution_value: '15', caution_unit: '0', notify }, farm.context());
}

async function device(farm: Farm, userId = farm.userId, name = 'iPhone Safari'): Promise<StubSubscription & { id: string }> {
  const s = push.subscribe();
  const r = await h.client.call<PushSubscriptionCreated>(
    W.push.subscribe, { endpoint: s.endpoint, keys: s.keys, device_name: name }, farm.context({ userId }),
  );
  return Object.assign(s, { id: r.id });
}

/** A sensor whose last reading is `level` cm a minute ago. */
async function sensorAt(farm: Farm, level: number, name = '北田') {
  const pid = uniqueProductId();
  const s = await h.register(farm, pid, name);
  await h.send({ id: s.id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 60_000), level }]);
  await eventually(async () => (await h.rows(pid)) === 1);
  return { pid, id: s.id, farm };
}

async function reading(sensor: { pid: string; id: string; farm: Farm }, level: number, n: number) {
  await h.send({ id: sensor.id, accountId: sensor.farm.accountId }, [{ at: new Date(Date.now() - 30_000 + n), level }]);
  await eventually(async () => (await h.rows(sensor.pid)) === n);
}

const alertList = (farm: Farm, userId = farm.userId, isRootUser = true) =>
  h.client.call<PagedList<SensorAlert>>(W.alerts.list, {}, farm.context({ userId, isRootUser }));

async function prefs(farm: Farm, userId: string, p: Partial<NotificationPreferences>) {
  const base = await h.client.call<NotificationPreferences>(W.preferences.get, {}, farm.context({ userId }));
  return h.client.call<NotificationPreferences>(W.preferences.save, { ...base, ...p }, farm.context({ userId }));
}

describe('Web Push of a judged alert', () => {
  it('reaches every device of the account\'s users (VAPID checked, payload decrypted) and none of another account', async () => {
    const farm = h.farm();
    await settings(farm, true);
    const secondUser = randomUUID();
    const mine = [await device(farm), await device(farm, farm.userId, 'Android Chrome'), await device(farm, secondUser)];
    const other = h.farm();
    await settings(other, true);
    const theirs = await device(other);
    await sensorAt(other, 5); // stays normal
    const off = h.farm();
    await settings(off, false);
    const offDevice = await device(off);
    await sensorAt(off, 20); // crosses, but the account does not notify
    const { pid } = await sensorAt(farm, 16);

    expect(await judge().judgeAll(new Date())).toBe(2);
    expect(await eventually(async () => mine.every((d) => d.received.length === 1))).toBe(true);
    for (const d of mine) {
      expect(d.received[0]).toEqual({
        title: `危険水位: ${pid}（北田）`,
        body: `${pid}（北田）の水位が16cmになり、危険水位（15cm以上）に達しました。`,
        tag: `water-${pid}-danger`,
        url: `/water/show?sensor_id=${pid}`,
        level: 'danger',
      });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(theirs.requests).toBe(0);
    expect(offDevice.requests).toBe(0);
    expect(push.problems).toEqual([]);

    const list = await eventually(async () => {
      const l = await alertList(farm);
      return l.list[0]?.delivery?.push === 3 ? l : null;
    });
    expect(list!.list[0]).toMatchObject({ delivery: { push: 3, line: 0, failed: 0 }, delivery_failed_everywhere: false });
    // A user who is not root does not get the failed-everywhere flag.
    expect((await alertList(farm, secondUser, false)).list[0]).not.toHaveProperty('delivery_failed_everywhere');
    const devices = await h.client.call<{ list: PushDevice[] }>(W.push.list, {}, farm.context());
    expect(devices.list.map((d) => d.device_name)).toEqual(['iPhone Safari', 'Android Chrome']);
    expect(devices.list.every((d) => d.last_success_at && d.last_failure === null)).toBe(true);
  });

  it('notices of many accounts planned in one batch: each account\'s own devices and preferences, once even when handed over again', async () => {
    const farms = [h.farm(), h.farm(), h.farm()];
    const quietUser = randomUUID();
    const devices: Awaited<ReturnType<typeof device>>[][] = [];
    for (const f of farms) {
      await settings(f, true);
      devices.push([await device(f), await device(f, randomUUID())]);
    }
    // A user of the second account switched push off: his device gets nothing, the others do.
    const silent = await device(farms[1], quietUser);
    await prefs(farms[1], quietUser, { channels: { push: false, email: true, line: false } });
    const pids: string[] = [];
    for (const f of farms) pids.push((await sensorAt(f, 16)).pid);
    expect(await judge().judgeAll(new Date())).toBe(3);
    expect(await eventually(async () => devices.flat().every((d) => d.received.length === 1))).toBe(true);
    devices.forEach((ds, i) => ds.forEach((d) => expect(d.received[0]).toMatchObject({ url: `/water/show?sensor_id=${pids[i]}` })));
    expect(silent.requests).toBe(0);

    // The same notices planned again (a redelivery) add no row; a new batch plans each account's own rows.
    const planning = h.app.get(DeliveryPlanning);
    const notices = await h.sql<{ notice_id: string }>(
      `SELECT DISTINCT notice_id FROM water.alert_deliveries WHERE account_id = ANY($1::uuid[])`, [farms.map((f) => f.accountId)],
    );
    expect(notices).toHaveLength(3);
    const fresh = farms.map((f, i) => ({
      notice: {
        notice_id: randomUUID(), alert_id: null, account_id: f.accountId, sensor_uuid: randomUUID(), product_id: pids[i], sensor_name: '北田',
        kind: 'warning' as const, message: 'm', datetime: '2026-06-01T12:00:00+09:00',
      },
    }));
    const rowsNow = async () => (await h.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM water.alert_deliveries WHERE account_id = ANY($1::uuid[])`, [farms.map((f) => f.accountId)],
    ))[0].n;
    const before = await rowsNow();
    const stored = await planning.planMany([...fresh, fresh[0]], new Date('2026-06-01T03:00:00Z'));
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBe((await rowsNow()) - before);
    expect(await planning.planMany(fresh, new Date('2026-06-01T03:00:00Z'))).toBe(0);
    const pushRows = await h.sql<{ account_id: string; n: number }>(
      `SELECT account_id, count(*)::int AS n FROM water.alert_deliveries WHERE channel = 'push' AND notice_id = ANY($1::uuid[]) GROUP BY account_id`,
      [fresh.map((f) => f.notice.notice_id)],
    );
    expect(new Map(pushRows.map((r) => [r.account_id, r.n]))).toEqual(new Map(farms.map((f) => [f.accountId, 2])));
  });

  it('410 removes the subscription; 500 is retried with backoff until it goes through', async () => {
    const farm = h.farm();
    await settings(farm, true);
    const gone = await device(farm, farm.userId, 'old phone');
    gone.answers.push(410);
    const flaky = await device(farm, farm.userId, 'flaky phone');
    flaky.answers.push(500, 503);
    await sensorAt(farm, 12);
    expect(await judge().judgeAll(new Date())).toBe(1);

    expect(await eventually(async () => flaky.received.length === 1)).toBe(true);
    expect(flaky.requests).toBe(3);
    expect(flaky.received[0]).toMatchObject({ level: 'warning' });
    expect(gone.requests).toBe(1);
    const devices = await h.client.call<{ list: PushDevice[] }>(W.push.list, {}, farm.context());
    expect(devices.list.map((d) => d.device_name)).toEqual(['flaky phone']);
    const list = await eventually(async () => {
      const l = await alertList(farm);
      return l.list[0]?.delivery?.push === 1 ? l : null;
    });
    expect(list!.list[0].delivery).toMatchObject({ push: 1, failed: 1 });
  });

  it('a push service that always fails: bounded tries, then failed, and the root user sees it failed everywhere', async () => {
    const farm = h.farm();
    await settings(farm, true);
    // Only this user, and he wants push only: nothing else can carry the alert.
    await prefs(farm, farm.userId, { channels: { push: true, email: false, line: false } });
    const broken = await device(farm);
    broken.answers.push(500, 500, 500, 500, 500, 500, 500, 500);
    await sensorAt(farm, 12);
    await judge().judgeAll(new Date());
    const list = await eventually(async () => {
      const l = await alertList(farm);
      return l.list[0]?.delivery_failed_everywhere ? l : null;
    }, 20_000);
    expect(list!.list[0].delivery).toMatchObject({ push: 0, failed: 1 });
    expect(broken.requests).toBe(6); // ALERT_DELIVERY_MAX_ATTEMPTS
    const devices = await h.client.call<{ list: PushDevice[] }>(W.push.list, {}, farm.context());
    expect(devices.list[0].last_failure).toBe('送信に失敗しました（HTTP 500）');
  });
});

describe('water replicas', () => {
  it('a replica that planned deliveries tells the others, whose senders start at once; its own hears nothing back', async () => {
    const heard: number[] = [];
    const sub = h.client.nc.subscribe(DELIVERIES_PLANNED_SUBJECT, { callback: () => heard.push(Date.now()) });
    const listener = h.app.get(NoticeListener);
    const told = jest.spyOn(listener, 'plannedByAnotherReplica');
    const kick = jest.spyOn(h.app.get(DeliveryWorker), 'kick');
    try {
      const farm = h.farm();
      await settings(farm, true);
      const d = await device(farm);
      await sensorAt(farm, 16);
      expect(await judge().judgeAll(new Date())).toBe(1);
      expect(await eventually(async () => heard.length > 0 && d.received.length === 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      expect(told).not.toHaveBeenCalled();
      // Another replica's message wakes this one's sender.
      kick.mockClear();
      h.client.nc.publish(DELIVERIES_PLANNED_SUBJECT);
      expect(await eventually(async () => told.mock.calls.length === 1, 2_000)).toBe(true);
      expect(kick).toHaveBeenCalled();
    } finally {
      sub.unsubscribe();
      told.mockRestore();
      kick.mockRestore();
    }
  });
});

describe('manners: quiet hours, reminders, recovery (controlled clock)', () => {
  it('in quiet hours only 危険 goes out; the warning waits for their end', async () => {
    const farm = h.farm();
    await settings(farm, true);
    await prefs(farm, farm.userId, { quiet_hours: { enabled: true, start: '22:00', end: '05:00' }, reminder: { enabled: false, every_hours: 3, max_times: 3 } });
    const phone = await device(farm);
    clock().pin(new Date('2026-07-01T23:30:00+09:00'));
    const warn = await sensorAt(farm, 12, '南田');
    const danger = await sensorAt(farm, 16, '北田');
    const mails: SensorAlertMailEvent[] = [];
    const sub = h.client.nc.subscribe(EVENTS.sensorAlertMail, { callback: (_e, m) => mails.push(m.json<SensorAlertMailEvent>()) });
    try {
      expect(await judge().judgeAll(new Date())).toBe(2);
      expect(await eventually(async () => phone.received.length === 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 800));
      expect(phone.received.map((p) => p.level)).toEqual(['danger']);
      expect(phone.received[0].body).toContain(danger.pid);
      // The user's mail of the warning waits too; users on the defaults (no quiet hours) are mailed now, him excluded.
      const warnMails = mails.filter((m) => m.text.includes(warn.pid));
      expect(warnMails).toHaveLength(1);
      expect(warnMails[0].exclude_user_ids).toEqual([farm.userId]);

      await h.app.get(DeliveryWorker).settled();
      clock().pin(new Date('2026-07-02T04:59:00+09:00'));
      await h.app.get(DeliveryWorker).drain(clock().now());
      expect(phone.received).toHaveLength(1);
      await h.app.get(DeliveryWorker).settled();
      clock().pin(new Date('2026-07-02T05:00:30+09:00'));
      await h.app.get(DeliveryWorker).drain(clock().now());
      expect(phone.received.map((p) => p.level)).toEqual(['danger', 'warning']);
      expect(phone.received[1].body).toContain(`${warn.pid}（南田）の水位が12cmになり、警告水位（10cm以上）に達しました。`);
      expect(await eventually(async () => mails.some((m) => m.only_user_ids?.includes(farm.userId) && m.text.includes(warn.pid)))).toBe(true);
    } finally {
      sub.unsubscribe();
    }
  });

  it('a reminder every N hours at most M times while the sensor stays at 危険, then a recovery notice', async () => {
    const farm = h.farm();
    await settings(farm, true);
    await prefs(farm, farm.userId, { reminder: { enabled: true, every_hours: 2, max_times: 2 } });
    const phone = await device(farm);
    const t0 = new Date('2026-07-01T10:00:00+09:00');
    clock().pin(t0);
    const s = await sensorAt(farm, 16);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => phone.received.length === 1)).toBe(true);
    const worker = h.app.get(DeliveryWorker);
    const at = async (hours: number) => {
      // A round still sending at the old time finishes first (its rows' leases are of that time).
      await worker.settled();
      clock().pin(new Date(t0.getTime() + hours * 3600_000));
      await worker.drain(clock().now());
      await worker.drain(clock().now());
    };
    await at(1.9);
    expect(phone.received).toHaveLength(1);
    await at(2.01);
    expect(await eventually(async () => phone.received.length === 2)).toBe(true);
    expect(phone.received[1]).toMatchObject({ title: `【再通知1回目】危険水位: ${s.pid}（北田）`, level: 'danger' });
    await at(4.02);
    expect(await eventually(async () => phone.received.length === 3)).toBe(true);
    expect(phone.received[2].title).toContain('【再通知2回目】');
    await at(6.03);
    await at(8.04);
    expect(phone.received).toHaveLength(3); // at most M times

    // Back to normal: a recovery notice.
    await reading(s, 4, 2);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => phone.received.length === 4)).toBe(true);
    expect(phone.received[3]).toMatchObject({
      title: `水位回復: ${s.pid}（北田）`, body: `${s.pid}（北田）の水位が4cmになり、通常の範囲に戻りました。`, level: 'recovery',
      url: `/water/show?sensor_id=${s.pid}`,
    });
  });

  it('no reminder once the sensor left 危険 or notifications were switched off; no recovery notice for a user who switched it off; the push channel off sends nothing', async () => {
    const farm = h.farm();
    await settings(farm, true);
    const quietUser = randomUUID();
    await prefs(farm, farm.userId, { reminder: { enabled: true, every_hours: 1, max_times: 3 } });
    await prefs(farm, quietUser, { recovery_notice: false });
    const noPushUser = randomUUID();
    await prefs(farm, noPushUser, { channels: { push: false, email: true, line: false } });
    const phone = await device(farm);
    const other = await device(farm, quietUser);
    const muted = await device(farm, noPushUser);
    const t0 = new Date();
    clock().pin(t0);
    const s = await sensorAt(farm, 16);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => phone.received.length === 1 && other.received.length === 1)).toBe(true);
    await reading(s, 4, 2);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => phone.received.length === 2)).toBe(true);
    expect(phone.received[1].level).toBe('recovery');
    await h.app.get(DeliveryWorker).settled();
    clock().pin(new Date(t0.getTime() + 1.1 * 3600_000));
    await h.app.get(DeliveryWorker).drain(clock().now());
    await new Promise((r) => setTimeout(r, 500));
    expect(phone.received).toHaveLength(2);

    // A sensor back at 危険 reminds until the account switches notifications off.
    await reading(s, 17, 3);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => phone.received.length === 3)).toBe(true);
    await settings(farm, false);
    await h.app.get(DeliveryWorker).settled();
    clock().pin(new Date(t0.getTime() + 2.5 * 3600_000));
    await h.app.get(DeliveryWorker).drain(clock().now());
    await new Promise((r) => setTimeout(r, 500));
    expect(phone.received.map((p) => p.level)).toEqual(['danger', 'recovery', 'danger']);
    // His preference: no recovery notice between the two 危険 alerts.
    expect(other.received.map((p) => p.level)).toEqual(['danger', 'danger']);
    expect(muted.requests).toBe(0);
  });
});

describe('LINE Messaging API', () => {
  const token = `tok${randomUUID().replace(/-/g, '')}ZZ+/=`;

  it('the root user configures the channel; a linked user gets the alert through the push API; the token is never answered or logged', async () => {
    const farm = h.farm();
    await settings(farm, true);
    const member = randomUUID();
    const refused = await h.client.callError(W.line.save, { channel_access_token: token, enabled: true }, farm.context({ userId: member, isRootUser: false }));
    expect(refused).toMatchObject({ statusCode: 403, message: 'LINE連携の設定は管理者のみ変更できます。' });
    const saved = await h.client.call<LineChannelStatus>(W.line.save, { channel_access_token: token, enabled: true }, farm.context());
    expect(saved).toEqual({ configured: true, enabled: true, linked: false, line_user_id: null });
    expect(JSON.stringify(saved)).not.toContain(token);
    const lineUserId = `U${'0123456789abcdef'.repeat(2)}`;
    const bad = await h.client.callError(W.line.link, { line_user_id: 'U123' }, farm.context({ userId: member, isRootUser: false }));
    expect(bad).toMatchObject({ statusCode: 400 });
    const linked = await h.client.call<LineChannelStatus>(W.line.link, { line_user_id: lineUserId }, farm.context({ userId: member, isRootUser: false }));
    expect(linked).toMatchObject({ configured: true, linked: true, line_user_id: lineUserId });
    await prefs(farm, member, { channels: { push: true, email: true, line: true } });
    const stored = await h.sql<{ t: Buffer }>('SELECT token_sealed AS t FROM water.line_channels WHERE account_id = $1', [farm.accountId]);
    expect(stored[0].t.toString('latin1')).not.toContain(token.slice(3, 20));

    line.answers.push(500);
    const { pid } = await sensorAt(farm, 16);
    await judge().judgeAll(new Date());
    expect(await eventually(async () => line.requests.length === 2)).toBe(true);
    for (const r of line.requests) {
      expect(r.authorization).toBe(`Bearer ${token}`);
      expect(r.body).toEqual({ to: lineUserId, messages: [{ type: 'text', text: expect.stringContaining(`${pid}（北田）の水位が16cmになり、危険水位（15cm以上）に達しました。`) }] });
    }
    // The retry carries the same retry key, so LINE delivers it once.
    expect(line.requests[1].retryKey).toBe(line.requests[0].retryKey);
    const list = await eventually(async () => {
      const l = await alertList(farm);
      return l.list[0]?.delivery?.line === 1 ? l : null;
    });
    expect(list!.list[0].delivery!.line).toBe(1);
    expect(logged.join('')).not.toContain(token);
    expect(logged.join('')).not.toContain(token.slice(3, 20));
  });
});

describe('devices and preferences of the signed-in user', () => {
  it('refuses bad input in Japanese, lists and removes only his own devices', async () => {
    const farm = h.farm();
    const s = push.subscribe();
    const bad = await h.client.callError(W.push.subscribe, { endpoint: 'http://example.com/x', keys: s.keys, device_name: 'x' }, farm.context());
    expect(bad).toMatchObject({ statusCode: 400, message: '通知の送信先はhttpsで始まる必要があります。' });
    const long = await h.client.callError(W.push.subscribe, { endpoint: s.endpoint, keys: s.keys, device_name: 'あ'.repeat(51) }, farm.context());
    expect(long).toMatchObject({ statusCode: 400, message: '端末名は50文字以内で入力してください。' });
    const mine = await device(farm);
    // The same endpoint again updates the one row.
    await h.client.call(W.push.subscribe, { endpoint: mine.endpoint, keys: mine.keys, device_name: '新しい名前' }, farm.context());
    const other = randomUUID();
    const theirs = await device(farm, other);
    expect((await h.client.call<{ list: PushDevice[] }>(W.push.list, {}, farm.context())).list.map((d) => d.device_name)).toEqual(['新しい名前']);
    const notMine = await h.client.callError(W.push.delete, { id: theirs.id }, farm.context());
    expect(notMine).toMatchObject({ statusCode: 404 });
    const foreign = await h.client.callError(W.push.delete, { id: mine.id }, h.farm().context());
    expect(foreign).toMatchObject({ statusCode: 404 });
    await h.client.call(W.push.delete, { id: mine.id }, farm.context());
    expect((await h.client.call<{ list: PushDevice[] }>(W.push.list, {}, farm.context())).list).toEqual([]);

    const badPrefs = await h.client.callError(W.preferences.save, {
      channels: { push: true, email: true, line: false }, quiet_hours: { enabled: true, start: '24:00', end: '05:00' },
      reminder: { enabled: true, every_hours: 0, max_times: 3 }, recovery_notice: true,
    }, farm.context());
    expect(badPrefs.statusCode).toBe(400);
    // A past year does not block one's own preferences.
    const saved = await h.client.call<NotificationPreferences>(W.preferences.save, {
      channels: { push: false, email: true, line: false }, quiet_hours: { enabled: true, start: '21:30', end: '06:00' },
      reminder: { enabled: false, every_hours: 4, max_times: 2 }, recovery_notice: false,
    }, farm.context({ pastYear: true }));
    expect(saved.quiet_hours).toEqual({ enabled: true, start: '21:30', end: '06:00' });
  });

  it('a deleted user\'s devices, preferences and LINE link go', async () => {
    const farm = h.farm();
    const user = randomUUID();
    await device(farm, user);
    await prefs(farm, user, { recovery_notice: false });
    await h.publish(EVENTS.userDeleted, { account_id: farm.accountId, user_id: user, deleted_at: new Date().toISOString() }, `user.deleted:${user}`);
    expect(await eventually(async () => (await h.sql('SELECT 1 FROM water.push_subscriptions WHERE user_id = $1', [user])).length === 0)).toBe(true);
    expect(await h.sql('SELECT 1 FROM water.notification_preferences WHERE user_id = $1', [user])).toEqual([]);
  });
});
