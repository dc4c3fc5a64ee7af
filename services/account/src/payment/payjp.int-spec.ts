import { SUBJECTS, type PaymentResponse, type PaymentStatusResponse } from '@inasaku/contracts';
import { suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { PayjpStub } from '../test/payjp-stub';
import { newFarm, type Farm } from '../test/farm';

const p = SUBJECTS.account.payment;
const FAILED = { statusCode: 402, code: 'PAYMENT_FAILED', message: '申込ができませんでした。再度申込を行なってください。' };
const CARD_READ = { statusCode: 402, code: 'CARD_READ_FAILED', message: 'カード情報の読み込みに失敗しました。再度申込を行なってください。' };

describe('paid plan with PAY.JP (against a local stub of its API)', () => {
  let farm: Farm;
  const stub = new PayjpStub();

  const h = suiteHarness(async () => {
    const base = await stub.start();
    return startAccountService({
      PAYJP_SECRET_KEY: 'sk_test_inasaku', PAYJP_PUBLIC_KEY: 'pk_test_inasaku', PAYJP_API_BASE: base, PAYJP_PLAN_ID: 'plan_yearly_5500',
      PAYMENT_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await stub.stop();
  });
  beforeEach(async () => {
    stub.reset();
    farm = await newFarm(h, 'root@example.com');
  });

  const apply = (card_token: string) => h.client.call<PaymentResponse>(p.subscribe, { card_token }, farm.context());
  const applyError = (card_token: string) => h.client.callError(p.subscribe, { card_token }, farm.context());
  const subscriptions = () => h.sql('SELECT provider, customer_ref, subscription_ref, status, amount FROM account.subscriptions');
  const planType = async () => (await h.sql<{ plan_type: number }>('SELECT plan_type FROM account.accounts'))[0].plan_type;

  it('hands the browser the public key, no test tokens', async () => {
    expect(await h.client.call<PaymentStatusResponse>(p.login, {}, farm.context())).toMatchObject({
      result: '0', mode: 'payjp', public_key: 'pk_test_inasaku', sandbox_tokens: null,
    });
  });

  it('creates the customer from the token, then the yearly subscription, with basic auth and idempotency keys', async () => {
    expect(await apply('tok_ok')).toMatchObject({ status: 200, result: '0', message: '申込が完了いたしました。', plan_type: 3 });
    const basic = `Basic ${Buffer.from('sk_test_inasaku:').toString('base64')}`;
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/subscriptions']);
    const [customer, subscription] = stub.requests;
    expect(customer).toMatchObject({
      authorization: basic, contentType: 'application/x-www-form-urlencoded',
      form: { card: 'tok_ok', email: 'root@example.com', 'metadata[account_id]': farm.accountId },
      idempotencyKey: expect.stringMatching(/-customer$/),
    });
    expect(subscription).toMatchObject({ authorization: basic, form: { customer: 'cus_1', plan: 'plan_yearly_5500' } });
    expect(await subscriptions()).toEqual([{ provider: 'payjp', customer_ref: 'cus_1', subscription_ref: 'sub_2', status: 'active', amount: 5500 }]);
    expect(await planType()).toBe(3);

    expect((await apply('tok_ok')).status).toBe(201);
    expect(stub.requests).toHaveLength(2);
  });

  it('answers a declined card with 申込ができませんでした and removes the customer it made', async () => {
    expect(await applyError('tok_declined')).toEqual(FAILED);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/subscriptions', 'DELETE /v1/customers/cus_1']);
    expect(await subscriptions()).toEqual([]);
    expect(await planType()).toBe(1);
  });

  it('answers failed 3-D Secure, used and unknown tokens with カード情報の読み込みに失敗しました', async () => {
    for (const token of ['tok_3ds', 'tok_used', 'tok_nope']) expect(await applyError(token)).toEqual(CARD_READ);
    expect(await subscriptions()).toEqual([]);
  });

  it('answers 502 when PAY.JP refuses our key, fails, or cannot be reached', async () => {
    stub.secretKey = 'sk_other';
    expect(await applyError('tok_ok')).toEqual({ ...FAILED, statusCode: 502 });
    stub.secretKey = 'sk_test_inasaku';
    stub.failing = true;
    expect(await applyError('tok_ok')).toEqual({ ...FAILED, statusCode: 502 });
    // Last test of this block: the stub goes away for good.
    await stub.stop();
    expect(await applyError('tok_ok')).toEqual({ ...FAILED, statusCode: 502 });
    expect(await planType()).toBe(1);
  });
});

describe('PAY.JP cancellation', () => {
  const stub = new PayjpStub();

  const h = suiteHarness(async () => {
    const base = await stub.start();
    return startAccountService({ PAYJP_SECRET_KEY: 'sk_test_inasaku', PAYJP_API_BASE: base, PAYJP_PLAN_ID: 'plan_yearly_5500' });
  }, { resetEachTest: false });
  afterAll(async () => {
    await stub.stop();
  });

  it('cancels the subscription at PAY.JP', async () => {
    await h.reset();
    const farm = await newFarm(h, 'cancel@example.com');
    await h.client.call(p.subscribe, { card_token: 'tok_ok' }, farm.context());
    expect(await h.client.call(p.cancel, {}, farm.context())).toMatchObject({ result: '0', message: '有料プランを解約しました。' });
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_2/cancel' });
    expect(await h.sql('SELECT status FROM account.subscriptions')).toEqual([{ status: 'cancelled' }]);
  });
});
