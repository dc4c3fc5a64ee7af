import { SUBJECTS, type AccountInfo, type CurrentUser } from '@inasaku/contracts';
import { suiteHarness, testContext } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { addMember, expireFreePeriod, newFarm } from '../test/farm';

describe('the account: GET /inasaku/accounts, /auth/me, access logs', () => {
  const h = suiteHarness(() => startAccountService({ FREE_PERIOD_DAYS: '90' }));

  it('answers the account with its display mode and free period end', async () => {
    const farm = await newFarm(h, 'taro@example.com');
    const info = await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, farm.context());
    expect(info).toEqual({
      account_id: farm.accountId, root_users: [farm.user.user_id], admin: false,
      display_mode: { type: 1, message: expect.stringMatching(/^無料期間は\d{4}年\d{1,2}月\d{1,2}日までです。$/), water_management: false },
      plan_type: 1, paying_state: { end_datetime: expect.stringMatching(/\+09:00$/) }, area_pos: null, area_name: null,
      user_id: farm.user.user_id, display_name: 'taro', is_root_user: true,
    });
    const days = (Date.parse(info.paying_state.end_datetime) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const member = await addMember(h, farm, 'member@example.com');
    expect(await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, member.context())).toMatchObject({
      root_users: [farm.user.user_id], is_root_user: false, user_id: member.user.user_id,
    });
  });

  it('turns an account whose free period ended into type 2 (read-only), in /auth/me too', async () => {
    const farm = await newFarm(h, 'late@example.com');
    await expireFreePeriod(h, farm.accountId);
    expect((await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, farm.context())).display_mode).toEqual({
      type: 2, message: '無料期間が終了しました。引き続きご利用いただくには有料プランをお申し込みください。', water_management: false,
    });
    const me = await h.client.call<CurrentUser>(SUBJECTS.account.auth.me, {}, farm.context());
    expect(me).toMatchObject({ plan_type: 2, display_mode: { type: 2 }, paying_end_datetime: expect.stringMatching(/\+09:00$/) });
  });

  it('gives admins the water feature and no expiry', async () => {
    const farm = await newFarm(h, 'admin@example.com');
    await h.sql(`UPDATE account.accounts SET admin = true, paying_end_datetime = now() - interval '1 day' WHERE account_id = $1`, [farm.accountId]);
    expect((await h.client.call<AccountInfo>(SUBJECTS.account.accountInfo.get, {}, farm.context())).display_mode).toEqual({
      type: 1, message: '', water_management: true,
    });
  });

  it('needs a session', async () => {
    expect((await h.client.callError(SUBJECTS.account.accountInfo.get, {}, testContext())).statusCode).toBe(401);
  });

  it('stores access logs with the menu and operation codes, in every plan and year', async () => {
    const farm = await newFarm(h, 'log@example.com');
    await h.client.call(SUBJECTS.account.accessLogs.create, { user_id: 'ignored', menu: '03', ope: '0' }, farm.context());
    await h.client.call(SUBJECTS.account.accessLogs.create, { menu: 28, ope: 3 }, farm.context({ planType: 2, pastYear: true }));
    expect(await h.sql('SELECT account_id, user_id, menu, ope FROM account.access_logs ORDER BY created_at')).toEqual([
      { account_id: farm.accountId, user_id: farm.user.user_id, menu: '03', ope: '0' },
      { account_id: farm.accountId, user_id: farm.user.user_id, menu: '28', ope: '3' },
    ]);
    expect(await h.client.callError(SUBJECTS.account.accessLogs.create, { menu: '00', ope: '0' }, farm.context())).toMatchObject({
      statusCode: 400, field: 'menu',
    });
  });
});
