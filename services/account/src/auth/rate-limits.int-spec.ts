import Redis from 'ioredis';
import { SUBJECTS, type SignInResult } from '@inasaku/contracts';
import { latestCodeFor, mailsTo, readOutbox, RpcCallError, suiteHarness, testContext, testUrls } from '@inasaku/testing';
import { confirmedUser, startAccountService } from '../test/harness';

const auth = SUBJECTS.account.auth;
const email = 'hanako@example.com';
const password = 'Passw0rd';
const LIMITED = { statusCode: 429, code: 'LIMIT_EXCEEDED', message: '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。' };

/** The context the gateway sends for a browser at `ip`. */
const from = (ip: string) => testContext({ clientIp: ip });

describe('rate limits that cannot be turned against a user (per client address, per account apart)', () => {
  const redis = new Redis(testUrls().redis);

  const h = suiteHarness(startAccountService);
  afterAll(async () => {
    await redis.quit();
  });

  const signIn = (ip: string, pw = password, address = email) => h.client.call<SignInResult>(auth.signIn, { email: address, password: pw }, from(ip));
  const signInError = (ip: string, pw = password, address = email) =>
    h.client.callError(auth.signIn, { email: address, password: pw }, from(ip));
  /** 'ok', or the error body. */
  const outcome = async (subject: string, payload: object, ip: string) => {
    try {
      await h.client.call(subject, payload, from(ip));
      return 'ok';
    } catch (e) {
      if (e instanceof RpcCallError) return e.body;
      throw e;
    }
  };
  const codeOf = (r: Awaited<ReturnType<typeof outcome>>) => (typeof r === 'string' ? r : r.code);
  const signUpFrom = (ip: string, address: string) => outcome(auth.signUp, { email: address, password, agreement: true }, ip);

  describe('sign-in', () => {
    it('5 wrong passwords from client X: X gets the limit message, the right password from client Y signs in (slowed)', async () => {
      await confirmedUser(h, email, password);
      for (let i = 0; i < 5; i++) expect((await signInError('203.0.113.10', 'Wrong1234')).code).toBe('INVALID_CREDENTIALS');

      expect(await signInError('203.0.113.10')).toEqual(LIMITED);
      // The same client written IPv4-mapped is the same client.
      expect(await signInError('::ffff:203.0.113.10')).toEqual(LIMITED);

      const started = Date.now();
      expect((await signIn('198.51.100.20')).status).toBe('SIGNED_IN');
      // The account's failures slowed the attempt down (SIGN_IN_ACCOUNT_DELAY_MS after 5), without refusing it.
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });

    it('wrong passwords against one account from many addresses never lock the owner out', async () => {
      await confirmedUser(h, email, password);
      // Eight addresses, one wrong password each: no address is limited, the account is slowed more each time.
      for (let i = 0; i < 8; i++) expect((await signInError(`192.0.2.${i}`, 'Wrong1234')).code).toBe('INVALID_CREDENTIALS');
      const started = Date.now();
      expect((await signIn('198.51.100.20')).status).toBe('SIGNED_IN');
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(1_900); // the delay reached its cap (SIGN_IN_ACCOUNT_MAX_DELAY_MS 2000)
      expect(took).toBeLessThan(4_000); // and stays under the gateway's 5 s request timeout

      // The success ended the account's delay.
      const next = Date.now();
      expect((await signIn('198.51.100.21')).status).toBe('SIGNED_IN');
      expect(Date.now() - next).toBeLessThan(1_000);
    });

    it('one client address guessing over many accounts is limited (SIGN_IN_CLIENT_MAX_FAILURES), others are not', async () => {
      await confirmedUser(h, email, password);
      for (let i = 0; i < 30; i++) {
        expect((await signInError('203.0.113.10', 'Wrong1234', `nobody${i}@example.com`)).code).toBe('INVALID_CREDENTIALS');
      }
      expect(await signInError('203.0.113.10', 'Wrong1234', 'nobody-else@example.com')).toEqual(LIMITED);
      expect(await signInError('203.0.113.10')).toEqual(LIMITED);
      // IPv6: the whole /64 is one client.
      expect((await signIn('2001:db8:1:2::1')).status).toBe('SIGNED_IN');
    });

    it('counts an IPv6 client by its /64', async () => {
      await confirmedUser(h, email, password);
      for (let i = 1; i <= 5; i++) expect((await signInError(`2001:db8:1:2::${i}`, 'Wrong1234')).code).toBe('INVALID_CREDENTIALS');
      expect(await signInError('2001:db8:1:2::99')).toEqual(LIMITED);
      expect((await signIn('2001:db8:1:3::1')).status).toBe('SIGNED_IN');
    });

    it('successful sign-ins of many users behind one address are not counted as failures', async () => {
      for (let i = 0; i < 3; i++) await confirmedUser(h, `office${i}@example.com`, password);
      for (let round = 0; round < 12; round++) {
        for (let i = 0; i < 3; i++) expect((await signIn('203.0.113.50', password, `office${i}@example.com`)).status).toBe('SIGNED_IN');
      }
    });
  });

  describe('sign-up and code mails', () => {
    it('caps sign-ups from one client address (SIGN_UP_CLIENT_MAX); mails counted in the outbox', async () => {
      for (let i = 0; i < 10; i++) expect(await signUpFrom('203.0.113.10', `new${i}@example.com`)).toBe('ok');
      for (let i = 10; i < 20; i++) expect(await signUpFrom('203.0.113.10', `new${i}@example.com`)).toEqual(LIMITED);
      expect(readOutbox(h.outboxDir)).toHaveLength(10);
      expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(10);
      // Another client signs up as usual.
      expect(await signUpFrom('198.51.100.20', 'other@example.com')).toBe('ok');
      expect(readOutbox(h.outboxDir)).toHaveLength(11);
    });

    it('caps code mails from one client address over all mail addresses (CODE_SEND_CLIENT_MAX)', async () => {
      // Ten unconfirmed users, signed up from ten addresses (one mail each).
      for (let i = 0; i < 10; i++) expect(await signUpFrom(`192.0.2.${i}`, `new${i}@example.com`)).toBe('ok');
      // One client asks for new codes for all of them: 20 mails, then the limit message.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 10; i++) await h.client.call(auth.resendCode, { email: `new${i}@example.com` }, from('203.0.113.10'));
      }
      expect(await h.client.callError(auth.resendCode, { email: 'new0@example.com' }, from('203.0.113.10'))).toEqual(LIMITED);
      expect(await h.client.callError(auth.forgotPassword, { email: 'new1@example.com' }, from('203.0.113.10'))).toEqual(LIMITED);
      expect(readOutbox(h.outboxDir)).toHaveLength(30);
      // The per-mail-address cap (CODE_SEND_MAX) still holds for other clients: new0 had 3 mails.
      await h.client.call(auth.resendCode, { email: 'new0@example.com' }, from('198.51.100.1'));
      await h.client.call(auth.resendCode, { email: 'new0@example.com' }, from('198.51.100.2'));
      expect(await h.client.callError(auth.resendCode, { email: 'new0@example.com' }, from('198.51.100.3'))).toEqual(LIMITED);
      expect(mailsTo(h.outboxDir, 'new0@example.com')).toHaveLength(5);
    });

    it('counts code requests for unknown addresses against the same per-client cap (no endless address probing)', async () => {
      const NOT_FOUND = { statusCode: 404, code: 'USER_NOT_FOUND', message: 'メールアドレスが間違っています。', field: 'email' };
      for (let i = 0; i < 10; i++) {
        expect(await outcome(auth.forgotPassword, { email: `probe${i}@example.com` }, '203.0.113.10')).toEqual(NOT_FOUND);
        expect(await outcome(auth.resendCode, { email: `probe${i}@example.com` }, '203.0.113.10')).toEqual(NOT_FOUND);
      }
      expect(await outcome(auth.forgotPassword, { email: 'probe-more@example.com' }, '203.0.113.10')).toEqual(LIMITED);
      expect(await outcome(auth.forgotPassword, { email: 'probe-more@example.com' }, '198.51.100.1')).toEqual(NOT_FOUND);
    });
  });

  describe('verification codes', () => {
    const confirm = (ip: string, address: string, code: string) => outcome(auth.confirmSignUp, { email: address, code }, ip);
    const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

    it('after 5 wrong codes a resent code can be tried, and the right one confirms', async () => {
      expect(await signUpFrom('203.0.113.10', email)).toBe('ok');
      const first = latestCodeFor(h.outboxDir, email);
      for (let i = 0; i < 5; i++) expect(codeOf(await confirm('203.0.113.10', email, wrongFor(first)))).toBe('CODE_MISMATCH');
      expect(await confirm('203.0.113.10', email, first)).toEqual(LIMITED);
      // The count belongs to the code for its whole life (24 h for sign-up), not to a 15-minute window.
      const [key] = await redis.keys('*code-check:signup:*');
      expect(await redis.ttl(key)).toBeGreaterThan(86_000);
      // Another client cannot try that code either.
      expect(await confirm('198.51.100.20', email, first)).toEqual(LIMITED);

      await h.client.call(auth.resendCode, { email }, from('203.0.113.10'));
      const second = latestCodeFor(h.outboxDir, email);
      expect(await confirm('203.0.113.10', email, second)).toBe('ok');
      expect(await h.sql('SELECT 1 FROM account.users WHERE confirmed')).toHaveLength(1);
    });

    it('the same holds for password-reset codes', async () => {
      await confirmedUser(h, email, password);
      await h.client.call(auth.forgotPassword, { email }, from('203.0.113.10'));
      const first = latestCodeFor(h.outboxDir, email);
      const reset = (code: string) =>
        outcome(auth.confirmForgotPassword, { email, code, new_password: 'NewPassw0rd' }, '203.0.113.10');
      for (let i = 0; i < 5; i++) expect(codeOf(await reset(wrongFor(first)))).toBe('CODE_MISMATCH');
      expect(await reset(first)).toEqual(LIMITED);
      await h.client.call(auth.forgotPassword, { email }, from('203.0.113.10'));
      expect(await reset(latestCodeFor(h.outboxDir, email))).toBe('ok');
      expect((await signIn('203.0.113.10', 'NewPassw0rd')).status).toBe('SIGNED_IN');
    });

    it('one client guessing codes over many addresses is limited (CODE_CLIENT_MAX_FAILURES); the owner is not', async () => {
      for (let i = 0; i < 5; i++) expect(await signUpFrom(`192.0.2.${i}`, `new${i}@example.com`)).toBe('ok');
      for (let i = 0; i < 4; i++) {
        const right = latestCodeFor(h.outboxDir, `new${i}@example.com`);
        for (let j = 0; j < 5; j++) expect(codeOf(await confirm('203.0.113.10', `new${i}@example.com`, wrongFor(right)))).toBe('CODE_MISMATCH');
      }
      const right = latestCodeFor(h.outboxDir, 'new4@example.com');
      expect(await confirm('203.0.113.10', 'new4@example.com', right)).toEqual(LIMITED);
      expect(await confirm('192.0.2.4', 'new4@example.com', right)).toBe('ok');
    });
  });
});
