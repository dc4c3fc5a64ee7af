import jwt from 'jsonwebtoken';
import {
  EVENTS, SUBJECTS, type AccessTokenClaims, type AccountCreatedEvent, type CurrentUser, type Management, type SignInResult,
} from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness, testContext } from '@inasaku/testing';
import { confirmedUser, startAccountService } from '../test/harness';
import { TokenService } from '../sessions/token.service';

const auth = SUBJECTS.account.auth;
const email = 'hanako@example.com';
const password = 'Passw0rd';

describe('sign-in', () => {
  const h = suiteHarness(startAccountService);

  const signIn = (pw = password, address = email) => h.client.call<SignInResult>(auth.signIn, { email: address, password: pw });
  const signInError = (pw = password, address = email) => h.client.callError(auth.signIn, { email: address, password: pw });

  it('answers 401 INVALID_CREDENTIALS for an unknown address and for a wrong password alike', async () => {
    await confirmedUser(h, email, password);
    const expected = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが間違っています。' };
    expect(await signInError(password, 'nobody@example.com')).toEqual(expected);
    expect(await signInError('Wrong1234')).toEqual(expected);
  });

  it('answers 403 USER_NOT_CONFIRMED for an unconfirmed user with the right password', async () => {
    await h.client.call(auth.signUp, { email, password, agreement: true });
    expect(await signInError()).toEqual({ statusCode: 403, code: 'USER_NOT_CONFIRMED', message: '検証コードを入力してください。' });
    // A wrong password does not reveal that the address is waiting for confirmation.
    expect((await signInError('Wrong1234')).code).toBe('INVALID_CREDENTIALS');
  });

  it('signs in, creates the account on the first sign-in and returns the user and a session', async () => {
    await confirmedUser(h, email, password);
    const before = Date.now();
    const result = await signIn();
    if (result.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');

    expect(result.user).toMatchObject({
      email, display_name: 'hanako', color: '#E57373', is_root_user: true, admin: false, plan_type: 1,
      water_management: false, area_name: null, area_pos: null,
    });
    const [account] = await h.sql<{ account_id: string; root_users: string[]; plan_type: number; paying_end_datetime: Date }>(
      'SELECT account_id, root_users, plan_type, paying_end_datetime FROM account.accounts',
    );
    expect(account.account_id).toBe(result.user.account_id);
    expect(account.root_users).toEqual([result.user.user_id]);
    const days = (account.paying_end_datetime.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    expect(result.session).toMatchObject({ access_expires_in: 900, refresh_expires_in: 2_592_000 });
    // ES256, signed with the service's private key: the string the repository once committed signs nothing.
    expect(() => jwt.verify(result.session.access_token, 'inasaku-local-development-secret')).toThrow();
    expect(jwt.decode(result.session.access_token, { complete: true })?.header.alg).toBe('ES256');
    const claims = h.app.get(TokenService).verifyAccess(result.session.access_token) as AccessTokenClaims & { exp: number; iat: number };
    expect(claims).toMatchObject({ sub: result.user.user_id, acc: result.user.account_id, root: true, adm: false, plan: 1, email });
    expect(claims.exp - claims.iat).toBe(900);
    const [session] = await h.sql<{ token_hash: string }>('SELECT token_hash FROM account.sessions');
    expect(session.token_hash).not.toBe(result.session.refresh_token);
  });

  it('creates the first management year starting 1 January (Asia/Tokyo) and lists it', async () => {
    await confirmedUser(h, email, password);
    const result = await signIn();
    if (result.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
    const context = testContext({ accountId: result.user.account_id, userId: result.user.user_id });
    const list = await h.client.call<Management[]>(SUBJECTS.account.managements.list, {}, context);
    const year = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
    expect(list).toEqual([{ management_id: expect.any(String), start_datetime: `${year}-01-01T00:00:00+09:00` }]);
  });

  it('publishes account.account.created once, even when the first sign-in is retried and raced', async () => {
    await confirmedUser(h, email, password);
    const fromSeq = await streamLastSeq(h.client.nc);

    const concurrent = await Promise.all([signIn(), signIn(), signIn()]);
    const retried = await signIn();
    const accountIds = new Set([...concurrent, retried].map((r) => (r.status === 'SIGNED_IN' ? r.user.account_id : null)));
    expect(accountIds.size).toBe(1);
    const [accountId] = [...accountIds] as string[];
    expect(await h.sql('SELECT 1 FROM account.accounts')).toHaveLength(1);
    expect(await h.sql('SELECT 1 FROM account.managements')).toHaveLength(1);

    const events = (await readEvents<AccountCreatedEvent>(h.client.nc, EVENTS.accountCreated, fromSeq)).filter(
      (e) => e.data.account_id === accountId,
    );
    expect(events).toHaveLength(1);
    const [management] = await h.sql<{ management_id: string }>('SELECT management_id FROM account.managements');
    expect(events[0].msgId).toBe(`account.created:${accountId}`);
    expect(events[0].data).toEqual({
      account_id: accountId,
      root_user_id: (concurrent[0] as Extract<SignInResult, { status: 'SIGNED_IN' }>).user.user_id,
      management_id: management.management_id,
      created_at: expect.any(String),
    });
  });

  it('locks an address out after 5 attempts in 15 minutes with 429 LIMIT_EXCEEDED', async () => {
    await confirmedUser(h, email, password);
    for (let i = 0; i < 5; i++) expect((await signInError('Wrong1234')).code).toBe('INVALID_CREDENTIALS');
    expect(await signInError()).toEqual({
      statusCode: 429, code: 'LIMIT_EXCEEDED', message: '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。',
    });
    // Other addresses are not affected.
    expect((await signInError('Wrong1234', 'other@example.com')).code).toBe('INVALID_CREDENTIALS');
  });

  it('clears the failure count after a successful sign-in', async () => {
    await confirmedUser(h, email, password);
    for (let i = 0; i < 4; i++) await signInError('Wrong1234');
    expect((await signIn()).status).toBe('SIGNED_IN');
    for (let i = 0; i < 4; i++) expect((await signInError('Wrong1234')).code).toBe('INVALID_CREDENTIALS');
  });

  it('returns the current user for the session context (me)', async () => {
    await confirmedUser(h, email, password);
    const result = await signIn();
    if (result.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
    const me = await h.client.call<CurrentUser>(auth.me, {}, testContext({ userId: result.user.user_id, accountId: result.user.account_id }));
    expect(me).toEqual(result.user);
    expect(await h.client.callError(auth.me)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });
});
