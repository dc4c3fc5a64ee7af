import { onNotificationClick, onPush, type PushLikeEvent, type PushWorkerScope, type WorkerWindowClient } from './push-handlers';

const ORIGIN = 'https://inasaku.example.jp';

function scope(windows: WorkerWindowClient[] = []) {
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const s: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options: options as Record<string, unknown> });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url);
      },
    },
  };
  return { s, shown, opened };
}

function pushEvent(payload: unknown): PushLikeEvent & { work: Promise<unknown>[] } {
  const work: Promise<unknown>[] = [];
  return {
    work,
    waitUntil: (p) => work.push(p),
    data: payload === null ? null : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload), text: () => String(payload) },
  };
}

function clickEvent(data: unknown) {
  const work: Promise<unknown>[] = [];
  const notification = { data, close: jest.fn() };
  return { work, notification, waitUntil: (p: Promise<unknown>) => work.push(p) };
}

describe('service worker: push', () => {
  it('shows the alert in Japanese with its tag, icon, badge and the sensor URL as data', async () => {
    const { s, shown } = scope();
    const e = pushEvent({
      title: '水位アラート（危険）', body: 'SN-001（北の田）の水位が3.0cmになりました（危険: 5.0cm以下）', tag: 'sensor-SN-001',
      url: '/water/show?sensor_id=SN-001', level: 'danger',
    });
    onPush(s, e);
    await Promise.all(e.work);
    expect(shown).toEqual([{
      title: '水位アラート（危険）',
      options: expect.objectContaining({
        body: 'SN-001（北の田）の水位が3.0cmになりました（危険: 5.0cm以下）', tag: 'sensor-SN-001', lang: 'ja',
        icon: '/icons/icon-192.png', badge: '/icons/badge-96.png', requireInteraction: true,
        data: { url: '/water/show?sensor_id=SN-001', level: 'danger' },
      }),
    }]);
  });

  it('still shows something for an empty or malformed push (the browser penalises a silent push)', async () => {
    const { s, shown } = scope();
    const empty = pushEvent(null);
    onPush(s, empty);
    const broken = pushEvent('{not json');
    onPush(s, broken);
    await Promise.all([...empty.work, ...broken.work]);
    expect(shown.map((n) => n.title)).toEqual(['稲作', '稲作']);
    expect(shown[0].options.body).toBe('新しいお知らせがあります。');
    expect((shown[1].options.data as { url: string }).url).toBe('/dashboard');
  });
});

describe('service worker: notification click', () => {
  it('focuses an open window of the app and navigates it to the sensor', async () => {
    const win = { url: `${ORIGIN}/dashboard`, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined) };
    const { s, opened } = scope([win]);
    const e = clickEvent({ url: '/water/show?sensor_id=SN-001' });
    onNotificationClick(s, e);
    await Promise.all(e.work);
    expect(e.notification.close).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(win.navigate).toHaveBeenCalledWith(`${ORIGIN}/water/show?sensor_id=SN-001`);
    expect(opened).toEqual([]);
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const { s, opened } = scope();
    const e = clickEvent({ url: '/water/show?sensor_id=SN-002' });
    onNotificationClick(s, e);
    await Promise.all(e.work);
    expect(opened).toEqual([`${ORIGIN}/water/show?sensor_id=SN-002`]);

    const stubborn = { url: `${ORIGIN}/`, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => Promise.reject(new TypeError('not controlled'))) };
    const second = scope([stubborn]);
    const e2 = clickEvent({ url: '/water/show?sensor_id=SN-003' });
    onNotificationClick(second.s, e2);
    await Promise.all(e2.work);
    expect(second.opened).toEqual([`${ORIGIN}/water/show?sensor_id=SN-003`]);
  });

  it('never opens another site named in a payload', async () => {
    const { s, opened } = scope();
    const e = clickEvent({ url: 'https://evil.example.com/login' });
    onNotificationClick(s, e);
    await Promise.all(e.work);
    expect(opened).toEqual([`${ORIGIN}/dashboard`]);
  });
});

describe('service worker: a window that refuses focus', () => {
  it('is still navigated to the sensor', async () => {
    const win = { url: `${ORIGIN}/personal-settings`, focus: jest.fn(async () => Promise.reject(new Error('no activation'))), navigate: jest.fn(async () => undefined) };
    const { s, opened } = scope([win]);
    const e = clickEvent({ url: '/water/show?sensor_id=SN-004' });
    onNotificationClick(s, e);
    await Promise.all(e.work);
    expect(win.navigate).toHaveBeenCalledWith(`${ORIGIN}/water/show?sensor_id=SN-004`);
    expect(opened).toEqual([]);
  });
});
