import jwt from 'jsonwebtoken';
import { EVENTS, SUBJECTS, type AccessTokenClaims, type SessionsDeletedEvent, type SignInResult } from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { newFarm, type Farm } from '../test/farm';

const changePassword = SUBJECTS.account.personal.changePassword;

describe('POST /auth/change-password (personal settings)', () => {
  let farm: Farm;

  const h = suiteHarness(() => startAccountService({ CHANGE_PASSWORD_MAX_ATTEMPTS: '3' }));
  beforeEach(async () => {
    farm = await newFarm(h, 'taro@example.com');
  });

  const signIn = (password: string) => h.client.request<SignInResult>(SUBJECTS.account.auth.signIn, { email: 'taro@example.com', password });

  it('checks the current password and sets the new one', async () => {
    expect(await h.client.call(changePassword, { current_password: 'Passw0rd', new_password: 'Renewed99' }, farm.context())).toEqual({ changed: true });
    expect((await signIn('Renewed99')).response?.status).toBe('SIGNED_IN');
    expect((await signIn('Passw0rd')).err).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('ends every other session of the user at once and keeps the one it was made from', async () => {
    type SignedIn = Extract<SignInResult, { status: 'SIGNED_IN' }>;
    const sessions: SignedIn[] = [];
    for (let i = 0; i < 3; i++) sessions.push((await signIn('Passw0rd')).response as SignedIn);
    const sids = sessions.map((s) => (jwt.decode(s.session.access_token) as AccessTokenClaims).sid as string);
    const [current, ...others] = sids;
    const fromSeq = await streamLastSeq(h.client.nc);
    await h.client.call(changePassword, { current_password: 'Passw0rd', new_password: 'Renewed99' }, farm.context({ sessionId: current }));

    const events = await readEvents<SessionsDeletedEvent>(h.client.nc, EVENTS.sessionsDeleted, fromSeq);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ user_id: farm.user.user_id, account_id: farm.accountId });
    // Every other session of the user, the farm's own first sign-in included; never the current one.
    expect(events[0].data.session_ids).toEqual(expect.arrayContaining(others));
    expect(events[0].data.session_ids).not.toContain(current);
    const refresh = (i: number) => h.client.request<SignInResult>(SUBJECTS.account.auth.refresh, { refresh_token: sessions[i].session.refresh_token });
    expect((await refresh(0)).response?.status).toBe('SIGNED_IN');
    expect((await refresh(1)).err).toMatchObject({ statusCode: 401 });
    expect((await refresh(2)).err).toMatchObject({ statusCode: 401 });
  });

  it('answers 現在のパスワードが正しくありません。 for a wrong current password, then the limit message', async () => {
    const wrong = { current_password: 'Wrong0000', new_password: 'Renewed99' };
    for (let i = 0; i < 3; i++) {
      expect(await h.client.callError(changePassword, wrong, farm.context())).toEqual({
        statusCode: 400, code: 'WRONG_CURRENT_PASSWORD', message: '現在のパスワードが正しくありません。', field: 'current_password',
      });
    }
    expect(await h.client.callError(changePassword, { ...wrong, current_password: 'Passw0rd' }, farm.context())).toEqual({
      statusCode: 429, code: 'LIMIT_EXCEEDED', message: '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。',
    });
    expect((await signIn('Passw0rd')).response?.status).toBe('SIGNED_IN');
  });

  it('needs a complex new password and works on a read-only plan and in a past year', async () => {
    expect(await h.client.callError(changePassword, { current_password: 'Passw0rd', new_password: 'weak' }, farm.context())).toMatchObject({
      statusCode: 400, field: 'new_password', message: 'パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。',
    });
    await h.client.call(changePassword, { current_password: 'Passw0rd', new_password: 'Renewed99' }, farm.context({ planType: 2, pastYear: true }));
    expect((await signIn('Renewed99')).response?.status).toBe('SIGNED_IN');
  });

  it('needs a session', async () => {
    expect((await h.client.callError(changePassword, { current_password: 'Passw0rd', new_password: 'Renewed99' })).statusCode).toBe(401);
  });
});
