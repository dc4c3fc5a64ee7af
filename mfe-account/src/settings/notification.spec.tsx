import { DEFAULT_NOTIFICATION_PREFERENCES, type PushDevice } from '@inasaku/contracts';
import { screen, waitFor } from '@testing-library/react';
import PersonalSettings from './PersonalSettings';
import { applicationServerKey, deviceNameFromUserAgent } from './push-device';
import { button, byTestId, findDialogButton, fill, input, MEMBER, mockGateway, renderScreen, type Reply } from './test-render.spec-support';

// A P-256 public key as the server answers it (base64url, uncompressed point).
const PUBLIC_KEY = 'BOr9oBz0Q3wG2qM0Y5nE7dVd6kq4Xo5b4y3K1f8cQy7mO4kqT8h0wW0e9bq6y4F3Kc2m7q9bW5z1d2e3f4g5h6i';
const ENDPOINT = 'https://push.example.net/send/abc123';
const DEVICES: PushDevice[] = [
  { id: '11', device_name: 'iPhone Safari', created_at: '2026-05-01T08:00:00+09:00', last_success_at: '2026-05-02T03:10:00+09:00', last_failure: null },
  { id: '12', device_name: 'Windowsパソコン Chrome', created_at: '2026-05-03T09:00:00+09:00', last_success_at: null, last_failure: '送信に失敗しました（HTTP 500）' },
];
const LINE_OFF = { configured: false, enabled: false, linked: false, line_user_id: null };

function gateway(extra: Record<string, Reply | Reply[] | ((body: unknown) => Reply)> = {}) {
  return mockGateway({
    'GET /api/notification/push/subscriptions': { data: { list: DEVICES } },
    'GET /api/notification/preferences': { data: DEFAULT_NOTIFICATION_PREFERENCES },
    'GET /api/notification/line': { data: LINE_OFF },
    'GET /api/notification/push/public-key': { data: { public_key: PUBLIC_KEY } },
    ...extra,
  });
}

/** A browser with service workers and Push: permission and subscription under the test's control. */
function fakePushBrowser(permission: NotificationPermission) {
  const subscribe = jest.fn(async (options: PushSubscriptionOptionsInit) => ({
    endpoint: ENDPOINT,
    options,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk3-p256dh_key', auth: 'auth_secret-1' } }),
    unsubscribe: jest.fn(async () => true),
  }));
  const registration = { pushManager: { subscribe, getSubscription: jest.fn(async () => null) } };
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  const requestPermission = jest.fn(async () => permission);
  Object.defineProperty(window, 'Notification', { configurable: true, value: { requestPermission, permission: 'default' } });
  return { subscribe, requestPermission };
}

afterEach(() => {
  for (const key of ['PushManager', 'Notification'] as const) delete (window as unknown as Record<string, unknown>)[key];
  delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('個人設定 › 通知: this device', () => {
  it('a refused permission says in Japanese how to allow it, and nothing is subscribed or sent', async () => {
    const api = gateway();
    const { subscribe } = fakePushBrowser('denied');
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    await screen.findByText('iPhone Safari');
    await user.click(button('この端末で通知を受け取る'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '通知が許可されていません。ブラウザーの設定でこのサイトの「通知」を「許可」に変えてから、もう一度「この端末で通知を受け取る」を押してください。',
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/notification/push/subscriptions')).toHaveLength(0);
  });

  it('subscribes with the server key and posts endpoint, keys and the device name', async () => {
    const api = gateway({
      'POST /api/notification/push/subscriptions': { data: { id: '13', device_name: 'わたしのスマホ', created_at: '2026-05-04T10:00:00+09:00' } },
    });
    const { subscribe, requestPermission } = fakePushBrowser('granted');
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    await screen.findByText('iPhone Safari');
    // The name guessed from the user agent, changed by the user.
    expect(input('push_device_name').value).toBe(deviceNameFromUserAgent(navigator.userAgent));
    await fill(user, 'push_device_name', 'わたしのスマホ');
    await user.click(button('この端末で通知を受け取る'));
    expect(await screen.findByText('この端末で通知を受け取るように設定しました。')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) });
    expect(api.callsTo('POST /api/notification/push/subscriptions')[0].body).toEqual({
      endpoint: ENDPOINT, keys: { p256dh: 'BPk3-p256dh_key', auth: 'auth_secret-1' }, device_name: 'わたしのスマホ',
    });
    // The list is read again after the subscription.
    await waitFor(() => expect(api.callsTo('GET /api/notification/push/subscriptions').length).toBeGreaterThanOrEqual(2));
  });

  it('lists the devices with their last delivery and failure; 削除 asks, then deletes that one', async () => {
    const api = gateway({
      'GET /api/notification/push/subscriptions': [{ data: { list: DEVICES } }, { data: { list: [DEVICES[0]] } }],
      'DELETE /api/notification/push/subscriptions/12': { data: { result: '0' } },
    });
    fakePushBrowser('granted');
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    await screen.findByText('Windowsパソコン Chrome');
    expect(screen.getByText(/送信に失敗しました（HTTP 500）/)).toBeTruthy();
    expect(screen.getByText(/最後に届いた日時：2026\/05\/02 03:10/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Windowsパソコン Chromeを削除' }));
    await user.click(await findDialogButton('いいえ'));
    expect(api.callsTo('DELETE /api/notification/push/subscriptions/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Windowsパソコン Chromeを削除' }));
    await user.click(await findDialogButton('はい'));
    expect(await screen.findByText('端末を削除しました。')).toBeTruthy();
    expect(api.callsTo('DELETE /api/notification/push/subscriptions/12')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Windowsパソコン Chrome')).toBeNull());
  });

  it('an iPhone outside the home screen is told to add the app first', async () => {
    gateway();
    const ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    try {
      renderScreen(PersonalSettings, { session: { waterFeature: true } });
      expect((await screen.findByTestId('push-unsupported')).textContent).toContain('ホーム画面に追加した稲作からのみ通知を受け取れます');
      expect(button('この端末で通知を受け取る').disabled).toBe(true);
      expect(input('push_device_name').value).toBe('iPhone Safari');
    } finally {
      ua.mockRestore();
    }
  });
});

describe('個人設定 › 通知: preferences', () => {
  it('refuses out-of-range reminders and equal quiet-hour times with the contract\'s Japanese messages', async () => {
    const api = gateway();
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    await screen.findByTestId('notification-preferences');
    await fill(user, 'reminder_every', '30');
    expect(await screen.findByText('再通知の間隔は1〜24時間で入力してください。')).toBeTruthy();
    await fill(user, 'reminder_max', '0');
    expect(await screen.findByText('再通知の回数は1〜10回で入力してください。')).toBeTruthy();
    expect(button('通知の受け取り方を保存').disabled).toBe(true);

    await fill(user, 'reminder_every', '6');
    await fill(user, 'reminder_max', '2');
    await user.click(screen.getByRole('switch', { name: '通知を控える時間帯を設定する' }));
    await fill(user, 'quiet_end', '22:00');
    expect(await screen.findByText('開始時刻と終了時刻は別の時刻にしてください。')).toBeTruthy();
    expect(button('通知の受け取り方を保存').disabled).toBe(true);
    expect(api.callsTo('PUT /api/notification/preferences')).toHaveLength(0);
  });

  it('saves channels, quiet hours, reminder and recovery as the contract\'s body', async () => {
    const api = gateway({ 'PUT /api/notification/preferences': (body) => ({ data: body }) });
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    await screen.findByTestId('notification-preferences');
    await user.click(screen.getByLabelText('メール'));
    await user.click(screen.getByRole('switch', { name: '通知を控える時間帯を設定する' }));
    await fill(user, 'quiet_start', '21:30');
    await fill(user, 'reminder_every', '2');
    await user.click(screen.getByLabelText('水位が正常に戻ったときに通知する'));
    await waitFor(() => expect(button('通知の受け取り方を保存').disabled).toBe(false));
    await user.click(button('通知の受け取り方を保存'));
    expect(await screen.findByText('通知の受け取り方を保存しました。')).toBeTruthy();
    expect(api.callsTo('PUT /api/notification/preferences')[0].body).toEqual({
      channels: { push: true, email: false, line: false },
      quiet_hours: { enabled: true, start: '21:30', end: '05:00' },
      reminder: { enabled: true, every_hours: 2, max_times: 3 },
      recovery_notice: false,
    });
  });
});

describe('個人設定 › 通知: LINE and the home screen', () => {
  it('the root user saves the channel token, which is never shown back (設定済み)', async () => {
    const api = gateway({
      'PUT /api/notification/line': { data: { configured: true, enabled: true, linked: false, line_user_id: null } },
    });
    const { user } = renderScreen(PersonalSettings, { session: { waterFeature: true } });
    expect((await screen.findByTestId('line-token-state')).textContent).toBe('未設定');
    await user.click(screen.getByRole('switch', { name: 'このアカウントでLINE通知を使う' }));
    await fill(user, 'line_channel_access_token', 'abcDEF123+/=token');
    await user.click(button('LINE通知の設定を保存'));
    expect(await screen.findByText('LINE通知の設定を保存しました。')).toBeTruthy();
    expect(api.callsTo('PUT /api/notification/line')[0].body).toEqual({ channel_access_token: 'abcDEF123+/=token', enabled: true });
    await waitFor(() => expect(byTestId('line-token-state')!.textContent).toBe('設定済み'));
    expect(input('line_channel_access_token').value).toBe('');
    // Now configured: the user can link his LINE user ID; a malformed one is refused before sending.
    await fill(user, 'line_user_id', 'U123');
    expect(await screen.findByText('LINEのユーザーIDはUで始まる33文字（Uと32桁の英数字）で入力してください。')).toBeTruthy();
    expect(button('LINEと連携する').disabled).toBe(true);
  });

  it('a member sees no channel settings; an account without water only reads why; both get the home-screen guide', async () => {
    gateway({ 'GET /api/notification/line': { data: { configured: true, enabled: true, linked: true, line_user_id: 'U0123456789abcdef0123456789abcdef' } } });
    const { unmount } = renderScreen(PersonalSettings, { session: { waterFeature: true, user: MEMBER } });
    expect((await screen.findByTestId('line-user-id') as HTMLInputElement).value).toBe('U0123456789abcdef0123456789abcdef');
    expect(byTestId('line-channel')).toBeNull();
    expect(button('連携を解除')).toBeTruthy();
    unmount();

    const api = mockGateway({});
    renderScreen(PersonalSettings, { session: { waterFeature: false } });
    expect(screen.getByText('水位センサーの通知は、水管理をご利用のアカウントで設定できます。')).toBeTruthy();
    expect(byTestId('install-guide')!.textContent).toContain('「ホーム画面に追加」');
    expect(byTestId('install-iphone-note')!.textContent).toContain('ホーム画面に追加した稲作にだけ通知が届きます');
    expect(api.calls.filter((c) => c.path.startsWith('/api/notification'))).toHaveLength(0);
  });
});

describe('device name from the user agent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'iPhone Safari'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'Androidスマートフォン Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0', 'Windowsパソコン Edge'],
    ['Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36', 'Androidスマートフォン Samsung Internet'],
  ])('%s → %s', (ua, name) => {
    expect(deviceNameFromUserAgent(ua)).toBe(name);
  });
});
