import { SUBJECTS, type SignInResult } from '@inasaku/contracts';
import { startAccountService, type AccountHarness } from '../test/harness';
import { newFarm, type Farm } from '../test/farm';

const changePassword = SUBJECTS.account.personal.changePassword;

describe('POST /auth/change-password (personal settings)', () => {
  let h: AccountHarness;
  let farm: Farm;

  beforeAll(async () => {
    h = await startAccountService({ CHANGE_PASSWORD_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.reset();
    farm = await newFarm(h, 'taro@example.com');
  });

  const signIn = (password: string) => h.client.request<SignInResult>(SUBJECTS.account.auth.signIn, { email: 'taro@example.com', password });

  it('checks the current password and sets the new one', async () => {
    expect(await h.client.call(changePassword, { current_password: 'Passw0rd', new_password: 'Renewed99' }, farm.context())).toEqual({ changed: true });
    expect((await signIn('Renewed99')).response?.status).toBe('SIGNED_IN');
    expect((await signIn('Passw0rd')).err).toMatchObject({ code: 'INVALID_CREDENTIALS' });
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
