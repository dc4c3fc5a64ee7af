import { SUBJECTS, type SignInResult } from '@inasaku/contracts';
import { latestCodeFor, mailsTo, suiteHarness } from '@inasaku/testing';
import { confirmedUser, signedInUser, startAccountService } from '../test/harness';

const auth = SUBJECTS.account.auth;
const email = 'saburo@example.com';

describe('forgot password', () => {
  const h = suiteHarness(startAccountService);

  it('answers 404 USER_NOT_FOUND for an unknown address', async () => {
    expect(await h.client.callError(auth.forgotPassword, { email: 'nobody@example.com' })).toEqual({
      statusCode: 404, code: 'USER_NOT_FOUND', message: 'メールアドレスが間違っています。', field: 'email',
    });
  });

  it('mails a reset code; the code and a new password reset it and end every session', async () => {
    const session = await signedInUser(h, email, 'Passw0rd');
    await expect(h.client.call(auth.forgotPassword, { email })).resolves.toEqual({ email });
    const mail = mailsTo(h.outboxDir, email).at(-1)!;
    expect(mail.subject).toContain('パスワード再設定');
    const code = latestCodeFor(h.outboxDir, email);

    await expect(h.client.call(auth.confirmForgotPassword, { email, code, new_password: 'Renewed99' })).resolves.toEqual({ email });
    expect((await h.client.callError(auth.refresh, { refresh_token: session.session.refresh_token })).statusCode).toBe(401);
    expect((await h.client.callError(auth.signIn, { email, password: 'Passw0rd' })).code).toBe('INVALID_CREDENTIALS');
    expect((await h.client.call<SignInResult>(auth.signIn, { email, password: 'Renewed99' })).status).toBe('SIGNED_IN');
    // The code was used up.
    expect((await h.client.callError(auth.confirmForgotPassword, { email, code, new_password: 'Again1234' })).code).toBe('CODE_MISMATCH');
  });

  it('gives reset codes a 1 hour life and reports wrong and expired codes', async () => {
    await confirmedUser(h, email);
    await h.client.call(auth.forgotPassword, { email });
    const [row] = await h.sql<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM account.verification_codes WHERE purpose = 'reset'`,
    );
    expect(Math.abs(row.seconds - 3_600)).toBeLessThanOrEqual(1);

    const code = latestCodeFor(h.outboxDir, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await h.client.callError(auth.confirmForgotPassword, { email, code: wrong, new_password: 'Renewed99' })).code).toBe('CODE_MISMATCH');
    await h.sql(`UPDATE account.verification_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
    expect(await h.client.callError(auth.confirmForgotPassword, { email, code, new_password: 'Renewed99' })).toMatchObject({
      statusCode: 400, code: 'EXPIRED_CODE',
    });
  });

  it('checks the new password against the password rules', async () => {
    await confirmedUser(h, email);
    await h.client.call(auth.forgotPassword, { email });
    const code = latestCodeFor(h.outboxDir, email);
    expect(await h.client.callError(auth.confirmForgotPassword, { email, code, new_password: 'short' })).toMatchObject({
      statusCode: 400, field: 'new_password',
    });
  });
});

describe('new-password challenge (temporary password)', () => {
  const h = suiteHarness(startAccountService);

  async function userWithTemporaryPassword(): Promise<string> {
    await confirmedUser(h, email, 'Temp1234');
    await h.sql('UPDATE account.users SET must_change_password = true WHERE email = $1', [email]);
    const result = await h.client.call<SignInResult>(auth.signIn, { email, password: 'Temp1234' });
    if (result.status !== 'NEW_PASSWORD_REQUIRED') throw new Error('expected NEW_PASSWORD_REQUIRED');
    return result.challenge;
  }

  it('answers NEW_PASSWORD_REQUIRED with a challenge and issues no session', async () => {
    const challenge = await userWithTemporaryPassword();
    expect(challenge.split('.')).toHaveLength(3);
    expect(await h.sql('SELECT 1 FROM account.sessions')).toHaveLength(0);
  });

  it('sets the new password and signs in with the challenge, once', async () => {
    const challenge = await userWithTemporaryPassword();
    const result = await h.client.call<SignInResult>(auth.completeNewPassword, { challenge, new_password: 'Chosen123' });
    expect(result.status).toBe('SIGNED_IN');
    expect(await h.sql('SELECT must_change_password FROM account.users')).toEqual([{ must_change_password: false }]);
    expect((await h.client.call<SignInResult>(auth.signIn, { email, password: 'Chosen123' })).status).toBe('SIGNED_IN');
    expect(await h.client.callError(auth.completeNewPassword, { challenge, new_password: 'Other1234' })).toMatchObject({
      statusCode: 401, code: 'UNAUTHORIZED',
    });
  });

  it('rejects a forged challenge and a weak password', async () => {
    const challenge = await userWithTemporaryPassword();
    expect((await h.client.callError(auth.completeNewPassword, { challenge: 'a.b.c', new_password: 'Chosen123' })).statusCode).toBe(401);
    expect(await h.client.callError(auth.completeNewPassword, { challenge, new_password: 'weak' })).toMatchObject({
      statusCode: 400, field: 'new_password',
    });
  });

  it('still requires the right temporary password', async () => {
    await userWithTemporaryPassword();
    expect((await h.client.callError(auth.signIn, { email, password: 'Wrong1234' })).code).toBe('INVALID_CREDENTIALS');
  });
});
