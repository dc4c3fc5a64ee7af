import { screen, waitFor } from '@testing-library/react';
import { button, byTestId, err, location, MEMBER, mockGateway, renderScreen } from '../settings/test-render.spec-support';
import Payment from './Payment';
import { ALREADY_APPLIED, sandbox, STATUS_CONTRACTED, STATUS_NOT_ROOT, STATUS_OPEN } from './payment-fixtures';

type User = ReturnType<typeof renderScreen>['user'];

const radio = (id: string) => byTestId(id)!.closest('label')!.querySelector('input') as HTMLInputElement;

async function consentAndChoose(user: User, card: string) {
  await user.click(byTestId('consent-terms')!);
  await user.click(byTestId('consent-privacy')!);
  await user.click(radio(card));
  await user.click(button('申し込む'));
}

describe('Payment (desktop)', () => {
  it('shows the price and keeps the card area disabled until both consents are ticked', async () => {
    const api = mockGateway({ 'POST /api/payment/login': { data: STATUS_OPEN }, 'POST /inasaku/accesslogs': { data: { log_id: 'l' } } });
    const { user } = renderScreen(Payment, { path: '/payment' });
    expect(await screen.findByText('年額 5,500円（税込）')).toBeTruthy();
    // The shell logs the opening (menu 19) from its route table, so the screen sends none.
    expect(api.callsTo('POST /inasaku/accesslogs')).toHaveLength(0);
    expect(screen.getByText(/1か月あたり約460円/)).toBeTruthy();
    expect(byTestId('test-mode-badge')!.textContent).toBe('テストモード');

    const locked = () => byTestId('card-area')!.dataset.disabled === 'true' && radio('test-card-success').disabled;
    expect(locked()).toBe(true);
    expect(button('申し込む').disabled).toBe(true);
    await user.click(byTestId('consent-terms')!);
    expect(locked()).toBe(true);
    await user.click(byTestId('consent-privacy')!);
    expect(locked()).toBe(false);
    // A card must be chosen as well.
    expect(button('申し込む').disabled).toBe(true);
    await user.click(radio('test-card-success'));
    expect(button('申し込む').disabled).toBe(false);
    await user.click(byTestId('consent-terms')!);
    expect(locked()).toBe(true);
    expect(button('申し込む').disabled).toBe(true);
  });

  it('explains payment method, timing and cancellation', async () => {
    mockGateway({ 'POST /api/payment/login': { data: STATUS_OPEN } });
    const { user } = renderScreen(Payment);
    await user.click(await screen.findByText('お支払い方法・お支払い時期・解約について'));
    expect((await screen.findByTestId('payment-terms')).textContent).toContain('解約');
  });

  it('applies with the success card, renews the session and reloads the user so the plan shows', async () => {
    const api = mockGateway({
      'POST /api/payment/login': { data: STATUS_OPEN },
      'POST /api/payment': sandbox,
      'POST /auth/refresh': { data: { status: 'SIGNED_IN' } },
    });
    const { user, session } = renderScreen(Payment);
    await screen.findByText('年額 5,500円（税込）');
    await consentAndChoose(user, 'test-card-success');
    expect((await screen.findByTestId('payment-result')).textContent).toBe('申込が完了いたしました。');
    expect(api.callsTo('POST /api/payment')[0].body).toEqual({ card_token: 'tok_sandbox_success' });
    await waitFor(() => expect(session.refreshUser).toHaveBeenCalled());
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(byTestId('payment-paid-until')!.textContent).toBe('ご利用期間：2027年4月30日まで（自動更新）');
    await user.click(button('ダッシュボードへ'));
    expect(location().pathname).toBe('/dashboard');
  });

  it('says 既に申込済みです。 when the answer is status 201', async () => {
    mockGateway({
      'POST /api/payment/login': { data: STATUS_OPEN },
      'POST /api/payment': ALREADY_APPLIED,
      'POST /auth/refresh': { data: null },
    });
    const { user } = renderScreen(Payment);
    await screen.findByText('年額 5,500円（税込）');
    await consentAndChoose(user, 'test-card-success');
    expect((await screen.findByTestId('payment-result')).textContent).toBe('既に申込済みです。');
  });

  it.each([
    ['test-card-declined', '申込ができませんでした。再度申込を行なってください。'],
    ['test-card-3ds', 'カード情報の読み込みに失敗しました。再度申込を行なってください。'],
  ])('shows the message for %s and clears the card', async (card, expected) => {
    const api = mockGateway({ 'POST /api/payment/login': { data: STATUS_OPEN }, 'POST /api/payment': sandbox });
    const { user } = renderScreen(Payment);
    await screen.findByText('年額 5,500円（税込）');
    await consentAndChoose(user, card);
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
    await waitFor(() => expect(radio(card).checked).toBe(false));
    expect(button('申し込む').disabled).toBe(true);
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('says the provider could not be reached in the failure words', async () => {
    mockGateway({ 'POST /api/payment/login': { data: STATUS_OPEN }, 'POST /api/payment': { network: true } });
    const { user } = renderScreen(Payment);
    await screen.findByText('年額 5,500円（税込）');
    await consentAndChoose(user, 'test-card-success');
    expect((await screen.findByRole('alert')).textContent).toContain('申込ができませんでした。再度申込を行なってください。');
  });

  it('shows 有料プランご契約中です。 for an account on contract', async () => {
    mockGateway({ 'POST /api/payment/login': { data: STATUS_CONTRACTED } });
    renderScreen(Payment);
    expect((await screen.findByTestId('payment-result')).textContent).toBe('有料プランご契約中です。');
    expect(byTestId('card-area')).toBeNull();
  });

  it('refuses a user who is not the root user with the spec message', async () => {
    mockGateway({ 'POST /api/payment/login': { data: STATUS_NOT_ROOT } });
    renderScreen(Payment, { session: { user: MEMBER } });
    expect((await screen.findByTestId('payment-result')).textContent).toBe(
      'このログインユーザでのお申し込みはできません。アカウントを登録したユーザでログインし直してください。',
    );
    expect(byTestId('card-area')).toBeNull();
  });

  it('offers a reload when the state could not be read', async () => {
    mockGateway({ 'POST /api/payment/login': [err(500, 'INTERNAL_ERROR', 'x'), { data: STATUS_OPEN }] });
    const { user } = renderScreen(Payment);
    await user.click(await screen.findByText('再読み込み'));
    expect(await screen.findByText('年額 5,500円（税込）')).toBeTruthy();
  });
});
