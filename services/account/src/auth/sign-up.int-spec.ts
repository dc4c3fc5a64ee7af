import { SUBJECTS } from '@inasaku/contracts';
import { latestCodeFor, mailsTo, suiteHarness } from '@inasaku/testing';
import { MAILER, type Mailer } from '../mail/mailer';
import { startAccountService } from '../test/harness';

const auth = SUBJECTS.account.auth;
const email = 'Taro.Yamada@Example.com';
const stored = 'taro.yamada@example.com';

describe('sign-up and verification codes', () => {
  const h = suiteHarness(startAccountService);

  const signUp = (password = 'Passw0rd') => h.client.call(auth.signUp, { email, password, agreement: true });

  it('registers an unconfirmed user and mails a Japanese 6-digit code', async () => {
    await expect(signUp()).resolves.toEqual({ email: stored });
    const [mail] = mailsTo(h.outboxDir, stored);
    expect(mail.subject).toBe('【稲作】検証コードのお知らせ');
    expect(mail.text).toMatch(/検証コード: \d{6}/);
    const users = await h.sql('SELECT email, display_name, confirmed, account_id, password_hash FROM account.users');
    expect(users).toEqual([
      expect.objectContaining({ email: stored, display_name: 'taro.yamada', confirmed: false, account_id: null }),
    ]);
    expect(String(users[0].password_hash)).not.toContain('Passw0rd');
    const codes = await h.sql<{ code_hash: string }>('SELECT code_hash FROM account.verification_codes');
    expect(codes[0].code_hash).not.toContain(latestCodeFor(h.outboxDir, stored));
  });

  it('requires the agreement and a complex password (nothing is written)', async () => {
    expect(await h.client.callError(auth.signUp, { email, password: 'Passw0rd', agreement: false })).toMatchObject({
      statusCode: 400, field: 'agreement',
    });
    expect(await h.client.callError(auth.signUp, { email, password: 'password', agreement: true })).toMatchObject({
      statusCode: 400, field: 'password',
    });
    expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(0);
  });

  it('confirms with the right code', async () => {
    await signUp();
    await expect(h.client.call(auth.confirmSignUp, { email, code: latestCodeFor(h.outboxDir, stored) })).resolves.toEqual({ email: stored });
    expect(await h.sql('SELECT confirmed FROM account.users')).toEqual([{ confirmed: true }]);
  });

  it('rejects a wrong code with CODE_MISMATCH and keeps the user unconfirmed', async () => {
    await signUp();
    const right = latestCodeFor(h.outboxDir, stored);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await h.client.callError(auth.confirmSignUp, { email, code: wrong })).toEqual({
      statusCode: 400, code: 'CODE_MISMATCH', message: '検証コードが一致しませんでした。', field: 'code',
    });
    expect(await h.sql('SELECT confirmed FROM account.users')).toEqual([{ confirmed: false }]);
  });

  it('rejects an expired code with EXPIRED_CODE', async () => {
    await signUp();
    await h.sql(`UPDATE account.verification_codes SET expires_at = now() - interval '1 second'`);
    expect(await h.client.callError(auth.confirmSignUp, { email, code: latestCodeFor(h.outboxDir, stored) })).toEqual({
      statusCode: 400, code: 'EXPIRED_CODE', message: '期限切れの検証コードです。', field: 'code',
    });
  });

  it('gives signup codes a 24 hour life', async () => {
    await signUp();
    const [row] = await h.sql<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM account.verification_codes',
    );
    expect(row.seconds).toBeGreaterThanOrEqual(86_399);
    expect(row.seconds).toBeLessThanOrEqual(86_401);
  });

  it('limits wrong code attempts (429 LIMIT_EXCEEDED), even for the right code afterwards', async () => {
    await signUp();
    const right = latestCodeFor(h.outboxDir, stored);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await h.client.callError(auth.confirmSignUp, { email, code: wrong })).code).toBe('CODE_MISMATCH');
    }
    expect(await h.client.callError(auth.confirmSignUp, { email, code: right })).toMatchObject({
      statusCode: 429, code: 'LIMIT_EXCEEDED',
    });
  });

  it('answers 409 USERNAME_EXISTS for a confirmed address', async () => {
    await signUp();
    await h.client.call(auth.confirmSignUp, { email, code: latestCodeFor(h.outboxDir, stored) });
    expect(await h.client.callError(auth.signUp, { email: stored, password: 'Other123', agreement: true })).toEqual({
      statusCode: 409, code: 'USERNAME_EXISTS', message: '登録済みのメールアドレスです。', field: 'email',
    });
  });

  it('signing up again before confirming replaces the password and sends a new code', async () => {
    await signUp('Passw0rd');
    const first = latestCodeFor(h.outboxDir, stored);
    await signUp('NewPassw0rd');
    expect(mailsTo(h.outboxDir, stored)).toHaveLength(2);
    const second = latestCodeFor(h.outboxDir, stored);
    if (first !== second) {
      expect((await h.client.callError(auth.confirmSignUp, { email, code: first })).code).toBe('CODE_MISMATCH');
    }
    await h.client.call(auth.confirmSignUp, { email, code: second });
    expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(1);
    expect((await h.client.callError(auth.signIn, { email, password: 'Passw0rd' })).code).toBe('INVALID_CREDENTIALS');
    const result = await h.client.call<{ status: string }>(auth.signIn, { email, password: 'NewPassw0rd' });
    expect(result.status).toBe('SIGNED_IN');
  });

  it('resends a code that replaces the previous one', async () => {
    await signUp();
    await expect(h.client.call(auth.resendCode, { email })).resolves.toEqual({ email: stored });
    expect(mailsTo(h.outboxDir, stored)).toHaveLength(2);
    await h.client.call(auth.confirmSignUp, { email, code: latestCodeFor(h.outboxDir, stored) });
    expect(await h.client.callError(auth.resendCode, { email })).toMatchObject({ statusCode: 409, code: 'USERNAME_EXISTS' });
    expect(await h.client.callError(auth.resendCode, { email: 'nobody@example.com' })).toMatchObject({
      statusCode: 404, code: 'USER_NOT_FOUND', message: 'メールアドレスが間違っています。',
    });
  });

  it('limits how many codes are sent to one address', async () => {
    await signUp();
    for (let i = 0; i < 4; i++) await h.client.call(auth.resendCode, { email });
    expect(await h.client.callError(auth.resendCode, { email })).toMatchObject({ statusCode: 429, code: 'LIMIT_EXCEEDED' });
  });

  it('answers 500 CODE_DELIVERY_FAILURE when the mail cannot be sent', async () => {
    await signUp();
    const mailer = h.app.get<Mailer>(MAILER);
    const spy = jest.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      expect(await h.client.callError(auth.resendCode, { email })).toEqual({
        statusCode: 500, code: 'CODE_DELIVERY_FAILURE', message: '検証コードの送信に失敗しました。',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
