import { SUBJECTS, type PaymentResponse, type PaymentStatusResponse, type SignInResult } from '@inasaku/contracts';
import { latestMailTo, suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { addMember, expireFreePeriod, newFarm, type Farm } from '../test/farm';

const p = SUBJECTS.account.payment;
const NOT_ROOT = {
  statusCode: 403, code: 'PAYMENT_NOT_ROOT',
  message: 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
};

describe('paid plan with the sandbox provider (テストモード)', () => {
  let farm: Farm;

  const h = suiteHarness(() => startAccountService({ PAYJP_SECRET_KEY: '' }));
  beforeEach(async () => {
    farm = await newFarm(h, 'root@example.com');
  });

  const apply = (card_token: string, context = farm.context()) => h.client.call<PaymentResponse>(p.subscribe, { card_token }, context);
  const applyError = (card_token: string, context = farm.context()) => h.client.callError(p.subscribe, { card_token }, context);
  const status = (context = farm.context()) => h.client.call<PaymentStatusResponse>(p.login, {}, context);
  const stored = async () =>
    (await h.sql<{ plan_type: number; plan_cancelled: boolean; days: number }>(
      `SELECT plan_type, plan_cancelled, round(extract(epoch FROM paying_end_datetime - now()) / 86400)::int AS days
         FROM account.accounts WHERE account_id = $1`, [farm.accountId],
    ))[0];

  it('shows the root user of a free account that they may apply, in test mode', async () => {
    expect(await status()).toEqual({
      result: '0', message: '', mode: 'sandbox', public_key: null,
      sandbox_tokens: ['tok_sandbox_success', 'tok_sandbox_declined', 'tok_sandbox_3ds_failed'],
      plan_type: 1, is_root_user: true, price: { yearly_yen: 5500, yearly_yen_excluding_tax: 5000, monthly_yen_approx: 460 },
      subscription: null,
    });
  });

  it('subscribes with the success token: plan 3, a year paid, a confirmation mail', async () => {
    expect(await apply('tok_sandbox_success')).toEqual({
      status: 200, result: '0', message: '申込が完了いたしました。', plan_type: 3, paying_end_datetime: expect.stringMatching(/\+09:00$/),
    });
    expect(await stored()).toEqual({ plan_type: 3, plan_cancelled: false, days: 365 });
    const mail = latestMailTo(h.outboxDir, 'root@example.com')!;
    expect(mail.subject).toBe('【稲作】有料プランお申し込み完了のお知らせ');
    expect(mail.text).toContain('年額 5,500円（税込）');
    expect(mail.text).toContain('テストモード');
    expect(await status()).toMatchObject({ result: '1', message: '有料プランご契約中です。', plan_type: 3, subscription: { status: 'active' } });
    expect((await h.client.call<{ plan_type: number }>(SUBJECTS.account.auth.me, {}, farm.context())).plan_type).toBe(3);
  });

  it('answers a second application with status 201 既に申込済みです。 and charges nothing more', async () => {
    await apply('tok_sandbox_success');
    expect(await apply('tok_sandbox_success')).toMatchObject({ status: 201, result: '1', message: '既に申込済みです。', plan_type: 3 });
    expect(await h.sql('SELECT 1 FROM account.subscriptions')).toHaveLength(1);
  });

  it('lets two simultaneous applications make one contract', async () => {
    const answers = await Promise.all([apply('tok_sandbox_success'), apply('tok_sandbox_success'), apply('tok_sandbox_success')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201, 201]);
    expect(await h.sql('SELECT 1 FROM account.subscriptions')).toHaveLength(1);
  });

  it('refuses a declined card and an unreadable one with the spec messages, changing nothing', async () => {
    expect(await applyError('tok_sandbox_declined')).toEqual({
      statusCode: 402, code: 'PAYMENT_FAILED', message: '申込ができませんでした。再度申込を行なってください。',
    });
    for (const token of ['tok_sandbox_3ds_failed', 'tok_made_up']) {
      expect(await applyError(token)).toEqual({
        statusCode: 402, code: 'CARD_READ_FAILED', message: 'カード情報の読み込みに失敗しました。再度申込を行なってください。',
      });
    }
    expect(await stored()).toMatchObject({ plan_type: 1 });
    expect(await h.sql('SELECT 1 FROM account.subscriptions')).toHaveLength(0);
    expect(await applyError('')).toMatchObject({ statusCode: 400, field: 'card_token' });
  });

  it('is for the root user only (completion result Retry for others)', async () => {
    const member = await addMember(h, farm, 'member@example.com');
    expect(await status(member.context())).toMatchObject({ result: '2', message: NOT_ROOT.message, is_root_user: false });
    expect(await applyError('tok_sandbox_success', member.context())).toEqual(NOT_ROOT);
    expect(await applyError('tok_sandbox_success', member.context({ isRootUser: true }))).toEqual(NOT_ROOT);
    expect(await h.client.callError(p.cancel, {}, member.context())).toEqual(NOT_ROOT);
    expect(await stored()).toMatchObject({ plan_type: 1 });
  });

  it('reopens an expired free account; a refresh carries plan 3 into the session', async () => {
    const session = await h.client.call<SignInResult>(SUBJECTS.account.auth.signIn, { email: 'root@example.com', password: 'Passw0rd' });
    await expireFreePeriod(h, farm.accountId);
    expect((await status(farm.context({ planType: 2 }))).result).toBe('0');
    expect((await apply('tok_sandbox_success', farm.context({ planType: 2 }))).status).toBe(200);
    if (session.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
    const refreshed = await h.client.call<SignInResult>(SUBJECTS.account.auth.refresh, { refresh_token: session.session.refresh_token });
    expect(refreshed).toMatchObject({ status: 'SIGNED_IN', user: { plan_type: 3, display_mode: { type: 3, message: '' } } });
    // Writable again.
    await h.client.call(SUBJECTS.account.informations.create, { title: '再開しました' }, farm.context({ planType: 3 }));
  });

  it('cancels: the plan runs to the end of the paid year, then stops (4); applying again is possible then', async () => {
    await apply('tok_sandbox_success');
    expect(await h.client.call(p.cancel, {}, farm.context())).toEqual({
      result: '0', message: '有料プランを解約しました。', paying_end_datetime: expect.stringMatching(/\+09:00$/),
    });
    expect(await stored()).toMatchObject({ plan_type: 3, plan_cancelled: true });
    expect(await h.client.callError(p.cancel, {}, farm.context())).toMatchObject({ statusCode: 404, message: '有料プランのご契約がありません。' });
    const info = await h.client.call<{ display_mode: { type: number; message: string } }>(SUBJECTS.account.accountInfo.get, {}, farm.context());
    expect(info.display_mode.message).toMatch(/^有料プランは\d{4}年\d{1,2}月\d{1,2}日で終了します。$/);
    // Still contracted: a new application is "already".
    expect((await apply('tok_sandbox_success')).status).toBe(201);

    await h.sql(`UPDATE account.accounts SET paying_end_datetime = now() - interval '1 day' WHERE account_id = $1`, [farm.accountId]);
    expect((await h.client.call<{ display_mode: { type: number } }>(SUBJECTS.account.accountInfo.get, {}, farm.context())).display_mode.type).toBe(4);
    expect(await h.client.callError(SUBJECTS.account.informations.create, { title: 'x' }, farm.context({ planType: 3 }))).toMatchObject({
      statusCode: 403, message: 'ご利用期間が終了しているため、データを変更できません。',
    });
    expect((await apply('tok_sandbox_success')).status).toBe(200);
    expect(await stored()).toMatchObject({ plan_type: 3, plan_cancelled: false });
  });
});
