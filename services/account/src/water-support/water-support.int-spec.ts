import { JSONCodec } from 'nats';
import {
  EVENTS, SUBJECTS, type AccountInfo, type OutboxMail, type SensorAlertMailEvent, type SensorAlertMailedEvent,
} from '@inasaku/contracts';
import { suiteHarness, testContext } from '@inasaku/testing';
import { signedInUser, startAccountService } from '../test/harness';


const h = suiteHarness(startAccountService);

async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await check();
  while (!last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await check();
  }
  return last;
}

describe('water support in the account service', () => {
  it('mails a water alert to the account\'s users through the outbox', async () => {
    const signed = await signedInUser(h, 'suiden@example.jp');
    if (signed.status !== 'SIGNED_IN') throw new Error('not signed in');
    const event: SensorAlertMailEvent = {
      account_id: signed.user.account_id, alert_id: 'a1', subject: '【稲作】水位アラート（WL-1）', text: 'WL-1の水位が16cmになり、危険水位（15cm以上）に達しました。',
    };
    await h.client.nc.jetstream().publish(EVENTS.sensorAlertMail, JSONCodec().encode(event), { msgID: `test-${Date.now()}` });
    const mail = await eventually(async () => {
      const list = await h.client.call<OutboxMail[]>(SUBJECTS.account.outbox.list);
      return list.find((m) => m.subject === event.subject) ?? null;
    });
    expect(mail).toMatchObject({ to: 'suiden@example.jp' });
    expect(mail?.text).toContain('危険水位（15cm以上）');
  });

  it('mails only the users the water service names (channel off, quiet hours) and answers how many it mailed', async () => {
    const signed = await signedInUser(h, 'tanbo@example.jp');
    if (signed.status !== 'SIGNED_IN') throw new Error('not signed in');
    const mailed: SensorAlertMailedEvent[] = [];
    const sub = h.client.nc.subscribe(EVENTS.sensorAlertMailed, { callback: (_e, m) => mailed.push(m.json<SensorAlertMailedEvent>()) });
    try {
      const base = { account_id: signed.user.account_id, alert_id: 'a2', text: 'WL-2の水位が16cmになりました。' };
      const excluded: SensorAlertMailEvent = { ...base, subject: '【稲作】除外', delivery_id: '41', exclude_user_ids: [signed.user.user_id] };
      const only: SensorAlertMailEvent = { ...base, subject: '【稲作】指定', delivery_id: '42', only_user_ids: [signed.user.user_id] };
      await h.client.nc.jetstream().publish(EVENTS.sensorAlertMail, JSONCodec().encode(excluded), { msgID: `test-x-${Date.now()}` });
      await h.client.nc.jetstream().publish(EVENTS.sensorAlertMail, JSONCodec().encode(only), { msgID: `test-o-${Date.now()}` });
      expect(await eventually(async () => mailed.length === 2)).toBe(true);
      expect(mailed.map((m) => [m.delivery_id, m.recipients]).sort()).toEqual([['41', 0], ['42', 1]]);
      const list = await h.client.call<OutboxMail[]>(SUBJECTS.account.outbox.list);
      expect(list.filter((m) => m.subject === '【稲作】指定').map((m) => m.to)).toEqual(['tanbo@example.jp']);
      expect(list.some((m) => m.subject === '【稲作】除外')).toBe(false);
    } finally {
      sub.unsubscribe();
    }
  });

  it('the operator switches the water feature and admin flag by a user\'s e-mail', async () => {
    const signed = await signedInUser(h, 'mizu@example.jp');
    if (signed.status !== 'SIGNED_IN') throw new Error('not signed in');
    const context = testContext({ accountId: signed.user.account_id, userId: signed.user.user_id, isRootUser: true, planType: 1 });
    const before = await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, context);
    expect(before.display_mode.water_management).toBe(false);
    const set = await h.client.call(SUBJECTS.account.features.set, { email: 'MIZU@example.jp', water_management: true });
    expect(set).toEqual({ account_id: signed.user.account_id, water_management: true, admin: false });
    const after = await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, context);
    expect(after.display_mode.water_management).toBe(true);
    expect((await h.client.callError(SUBJECTS.account.features.set, { email: 'nobody@example.jp', admin: true })).statusCode).toBe(404);
  });
});
