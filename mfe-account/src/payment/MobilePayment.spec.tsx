import type { CurrentUser } from '@inasaku/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { OPEN, SIGNED_IN } from '../test-utils.spec-support';
import { site } from '../settings/leave-site';
import { button, byTestId, err, fill, location, mockGateway, renderBare, ROOT } from '../settings/test-render.spec-support';
import MobilePayment from './MobilePayment';
import MobilePaymentComplete from './MobilePaymentComplete';
import { ALREADY_APPLIED, sandbox, STATUS_CONTRACTED, STATUS_NOT_ROOT, STATUS_OPEN } from './payment-fixtures';

type User = ReturnType<typeof renderBare>['user'];

const radio = (id: string) => byTestId(id)!.closest('label')!.querySelector('input') as HTMLInputElement;
const LOG_OK = { data: { log_id: 'log-1' } };

/** The shell's part: after onSignedIn the bare route is rendered again with the user. */
function Shell({ initial }: { initial: CurrentUser | null }) {
  const [user, setUser] = useState<CurrentUser | null>(initial);
  return <MobilePayment routeName="mobile-payment" user={user} onSignedIn={setUser} refreshUser={async () => user} />;
}

const logs = (api: ReturnType<typeof mockGateway>) =>
  api.callsTo('POST /smart/loginlog').map((c) => c.body as Record<string, string>);

async function apply(user: User, card: string) {
  await screen.findByText('年額 5,500円（税込）');
  await user.click(byTestId('consent-terms')!);
  await user.click(byTestId('consent-privacy')!);
  await user.click(radio(card));
  await user.click(button('申し込む'));
}

const completion = () => new URLSearchParams(location().search);

describe('MobilePayment', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(site, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('asks a signed-out user to sign in there, then continues to the application', async () => {
    const api = mockGateway({
      'POST /smart/loginlog': LOG_OK,
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': { data: { status: 'SIGNED_IN', user: ROOT } },
      'POST /api/payment/login': { data: STATUS_OPEN },
    });
    const { user } = renderBare(Shell, { initial: null }, { path: '/mobile/payment' });
    expect(screen.getByText('有料プランのお申し込みには、アカウントを登録したユーザーでのサインインが必要です。')).toBeTruthy();
    await fill(user, 'email', ROOT.email);
    await fill(user, 'password', 'Secret123');
    await waitFor(() => expect(button('サインイン').disabled).toBe(false));
    await user.click(button('サインイン'));

    expect(await screen.findByText('年額 5,500円（税込）')).toBeTruthy();
    expect(location().pathname).toBe('/mobile/payment');
    expect(logs(api)).toEqual([
      { ope: '4', tmp: 'view' },
      { ope: '5', addr: ROOT.email, tmp: 'signin' },
      { ope: '6', addr: ROOT.email, tmp: 'signin' },
    ]);
  });

  it('logs a failed sign-in with its code and shows the spec message', async () => {
    const api = mockGateway({
      'POST /smart/loginlog': LOG_OK,
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': err(401, 'INVALID_CREDENTIALS', 'x'),
    });
    const { user } = renderBare(Shell, { initial: null });
    await fill(user, 'email', ROOT.email);
    await fill(user, 'password', 'Wrong123');
    await waitFor(() => expect(button('サインイン').disabled).toBe(false));
    await user.click(button('サインイン'));
    expect((await screen.findByRole('alert')).textContent).toContain('メールアドレスまたはパスワードが間違っています。');
    await waitFor(() => expect(logs(api)[2]).toEqual({ ope: '7', addr: ROOT.email, tmp: 'signin', errcode: 'INVALID_CREDENTIALS' }));
  });

  it('lets a user with a temporary password set a new one there', async () => {
    mockGateway({
      'POST /smart/loginlog': LOG_OK,
      'GET /maintenance': OPEN,
      'POST /auth/sign-in': { data: { status: 'NEW_PASSWORD_REQUIRED', challenge: 'ch-1' } },
      'POST /auth/complete-new-password': SIGNED_IN,
      'POST /api/payment/login': { data: STATUS_NOT_ROOT },
    });
    const { user } = renderBare(Shell, { initial: null });
    await fill(user, 'email', 'hanako@example.jp');
    await fill(user, 'password', 'TempPass1');
    await waitFor(() => expect(button('サインイン').disabled).toBe(false));
    await user.click(button('サインイン'));
    await screen.findByText('パスワードを設定');
    await fill(user, 'new_password', 'NewPass123');
    await fill(user, 'new_password_confirm', 'NewPass123');
    await waitFor(() => expect(button('パスワードを設定').disabled).toBe(false));
    await user.click(button('パスワードを設定'));
    await waitFor(() => expect(location().pathname).toBe('/mobile/payment/complete'));
    expect(completion().get('result')).toBe('2');
  });

  it.each([
    ['contracted', STATUS_CONTRACTED, '1', '有料プランご契約中です。'],
    ['not the root user', STATUS_NOT_ROOT, '2', 'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。'],
  ])('goes straight to the completion screen when %s', async (_name, status, result, message) => {
    mockGateway({ 'POST /smart/loginlog': LOG_OK, 'POST /api/payment/login': { data: status } });
    renderBare(Shell, { initial: ROOT }, { path: '/mobile/payment' });
    await waitFor(() => expect(location().pathname).toBe('/mobile/payment/complete'));
    expect(completion().get('result')).toBe(result);
    expect(completion().get('message')).toBe(message);
  });

  it('keeps the card widget disabled until both agreements are ticked', async () => {
    mockGateway({ 'POST /smart/loginlog': LOG_OK, 'POST /api/payment/login': { data: STATUS_OPEN } });
    const { user } = renderBare(Shell, { initial: ROOT });
    await screen.findByText('年額 5,500円（税込）');
    expect(screen.getByText(/1か月あたり約460円/)).toBeTruthy();
    expect(radio('test-card-success').disabled).toBe(true);
    await user.click(byTestId('consent-privacy')!);
    expect(radio('test-card-success').disabled).toBe(true);
    await user.click(byTestId('consent-terms')!);
    expect(radio('test-card-success').disabled).toBe(false);
  });

  it.each([
    ['test-card-success', sandbox, '0', '申込が完了いたしました。', '6'],
    ['test-card-success', () => ALREADY_APPLIED, '1', '既に申込済みです。', '6'],
    ['test-card-declined', sandbox, '9', '申込ができませんでした。再度申込を行なってください。', '7'],
  ])('%s ends on the completion screen with result %s', async (card, handler, result, message, ope) => {
    const api = mockGateway({
      'POST /smart/loginlog': LOG_OK,
      'POST /api/payment/login': { data: STATUS_OPEN },
      'POST /api/payment': handler,
    });
    const { user } = renderBare(Shell, { initial: ROOT });
    await apply(user, card);
    await waitFor(() => expect(location().pathname).toBe('/mobile/payment/complete'));
    expect(completion().get('result')).toBe(result);
    expect(completion().get('message')).toBe(message);
    const payment = logs(api).filter((l) => l.tmp === 'payment');
    expect(payment.map((l) => l.ope)).toEqual(['5', ope]);
    if (ope === '7') expect(payment[1].errcode).toBe('PAYMENT_FAILED');
  });

  it('stays with the message and clears the card when the card could not be read', async () => {
    mockGateway({ 'POST /smart/loginlog': LOG_OK, 'POST /api/payment/login': { data: STATUS_OPEN }, 'POST /api/payment': sandbox });
    const { user } = renderBare(Shell, { initial: ROOT });
    await apply(user, 'test-card-3ds');
    expect((await screen.findByRole('alert')).textContent).toContain('カード情報の読み込みに失敗しました。再度申込を行なってください。');
    expect(location().pathname).toBe('/');
    await waitFor(() => expect(radio('test-card-3ds').checked).toBe(false));
  });

  it('reloads /mobile when the session is gone', async () => {
    mockGateway({
      'POST /smart/loginlog': LOG_OK,
      'POST /api/payment/login': err(401, 'UNAUTHORIZED', 'ログインしてください。'),
      'POST /auth/refresh': err(401, 'UNAUTHORIZED', 'x'),
    });
    renderBare(Shell, { initial: ROOT });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/mobile'));
  });
});

describe('MobilePaymentComplete', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(site, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  const open = (query: string) => {
    const refreshUser = jest.fn(async () => null);
    const utils = renderBare(
      MobilePaymentComplete,
      { routeName: 'mobile-payment-complete', user: ROOT, onSignedIn: jest.fn(), refreshUser },
      { path: `/mobile/payment/complete?${query}` },
    );
    return { ...utils, refreshUser };
  };

  it('success: message, yearly price, confirmation mail and cancellation; signs out', async () => {
    const api = mockGateway({ 'POST /auth/sign-out': { data: { signed_out: true } } });
    const { refreshUser } = open(`result=0&message=${encodeURIComponent('申込が完了いたしました。')}`);
    expect(byTestId('complete-message')!.textContent).toBe('申込が完了いたしました。');
    expect(screen.getByText('年額 5,500円（税込）')).toBeTruthy();
    expect(byTestId('complete-note')!.textContent).toContain('確認メール');
    expect(byTestId('complete-note')!.textContent).toContain('お問い合わせ');
    await waitFor(() => expect(api.callsTo('POST /auth/sign-out')).toHaveLength(1));
    await waitFor(() => expect(refreshUser).toHaveBeenCalled());
  });

  it('already: message, price and whom to contact; signs out', async () => {
    const api = mockGateway({ 'POST /auth/sign-out': { data: { signed_out: true } } });
    open(`result=1&message=${encodeURIComponent('有料プランご契約中です。')}`);
    expect(byTestId('complete-message')!.textContent).toBe('有料プランご契約中です。');
    expect(screen.getByText('年額 5,500円（税込）')).toBeTruthy();
    expect(byTestId('complete-note')!.textContent).toBe('お申し込みに心当たりがない場合は、お問い合わせください。');
    await waitFor(() => expect(api.callsTo('POST /auth/sign-out')).toHaveLength(1));
  });

  it('retry: signs out and leads back to the login with a fresh page', async () => {
    const api = mockGateway({ 'POST /auth/sign-out': { data: { signed_out: true } } });
    const { user } = open('result=2');
    expect(byTestId('complete-message')!.textContent).toBe(
      'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
    );
    await waitFor(() => expect(api.callsTo('POST /auth/sign-out')).toHaveLength(1));
    await user.click(button('ログイン画面へ戻る'));
    expect(go).toHaveBeenCalledWith('/mobile/payment');
  });

  it('error: message and a retry button, and the user stays signed in', async () => {
    const api = mockGateway({});
    const { user } = open(`result=9&message=${encodeURIComponent('申込ができませんでした。再度申込を行なってください。')}`);
    expect(byTestId('complete-message')!.textContent).toBe('申込ができませんでした。再度申込を行なってください。');
    expect(byTestId('complete-note')).toBeNull();
    await user.click(button('再度申し込む'));
    expect(location().pathname).toBe('/mobile/payment');
    expect(api.calls).toHaveLength(0);
  });
});
