import { screen, waitFor } from '@testing-library/react';
import { button, dialogButton, err, fill, input, location, mockGateway, renderScreen } from '../settings/test-render.spec-support';
import Inquiry from './Inquiry';

describe('Inquiry', () => {
  it('sends the comment, toasts and returns to the dashboard', async () => {
    const api = mockGateway({ 'POST /api/inquiry': { data: { inquiry_id: 'inq-1' } } });
    const { user } = renderScreen(Inquiry, { path: '/inquiry' });
    expect(screen.getByText('お問い合わせ・ご要望')).toBeTruthy();
    expect(button('送信').disabled).toBe(true);
    await fill(user, 'comment', '水位センサーの追加方法を教えてください。');
    await waitFor(() => expect(button('送信').disabled).toBe(false));
    await user.click(button('送信'));
    expect(await screen.findByText('お問い合わせを送信しました。')).toBeTruthy();
    expect(api.callsTo('POST /api/inquiry')[0].body).toEqual({ comment: '水位センサーの追加方法を教えてください。' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('requires a comment of at most 500 characters', async () => {
    const api = mockGateway({});
    const { user } = renderScreen(Inquiry);
    await fill(user, 'comment', 'あ'.repeat(501));
    expect(await screen.findByText('入力可能な文字数（500文字）を超えています。')).toBeTruthy();
    expect(button('送信').disabled).toBe(true);
    await user.clear(input('comment'));
    expect(await screen.findByText('お問い合わせ内容は必須項目です。')).toBeTruthy();
    expect(button('送信').disabled).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('stays with the message when sending fails', async () => {
    mockGateway({ 'POST /api/inquiry': err(429, 'LIMIT_EXCEEDED', 'limit') });
    const { user } = renderScreen(Inquiry, { path: '/inquiry' });
    await fill(user, 'comment', 'テスト');
    await waitFor(() => expect(button('送信').disabled).toBe(false));
    await user.click(button('送信'));
    expect(await screen.findByText('試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。')).toBeTruthy();
    await user.click(dialogButton('OK'));
    expect(location().pathname).toBe('/inquiry');
    expect(input('comment').value).toBe('テスト');
  });

  it('stays open for an expired account (inquiry is in the read-only menu)', async () => {
    mockGateway({});
    const { user } = renderScreen(Inquiry, { session: { expired: true, canEdit: false } });
    await fill(user, 'comment', '再開したい');
    await waitFor(() => expect(button('送信').disabled).toBe(false));
  });
});
