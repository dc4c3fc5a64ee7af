import type { AlertPushPayload, PushDevice } from '@inasaku/contracts';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { INGEST_URL, BASE_URL, apiCall, launch, offlineTiles, screenshot, signIn, signUpByApi, uniqueEmail, waterFeature, waitUntil as waitUntilEvery } from './support';

// The installable app and Web Push in Chromium, from the server to the service worker: the
// manifest, its icons and the service worker are served as browsers need them and the worker is
// active at scope /; notifications are turned on in 個人設定 with the permission granted by the test,
// the subscription the screen posts being one of the local push service stub (its endpoint and the
// keys it made, as a browser's push service would hold them: headless Chromium reaches no real push
// service); a sensor's readings cross 危険, water's judgement decides the alert and its delivery
// sends the Web Push (VAPID, aes128gcm) to the stub, which checks and decrypts it; the test hands
// exactly that payload to the worker through the DevTools protocol (ServiceWorker.deliverPushMessage,
// what the browser does with a push it received), the Japanese notification shows, and its click
// takes the open window to /water/show at the sensor.
const PASSWORD = 'Tanbo2026';
const CONTEXT = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 } };
const HOME = { lat: 37.0656, lng: 138.8779 };
/** The push service stub's control API, started beside the system by `npm test -- e2e` (scripts/test.mjs). */
const PUSH_STUB = process.env.PUSH_STUB_CONTROL_URL;
/** The device-facing ingest service of the system under test. */

interface StubSubscription { endpoint: string; keys: { p256dh: string; auth: string } }
interface StubReceived { at: number; endpoint: string; payload: AlertPushPayload; urgency: string; ttl: string; bytes: number }

interface Registration { registrationId: string; scopeURL: string; isDeleted: boolean }
interface Version { registrationId: string; status: string; runningStatus: string; scriptURL: string }

describe('installable app and push notifications', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const registrations = new Map<string, Registration>();
  const versions: Version[] = [];
  const email = uniqueEmail('push');
  const productId = `PUSH-${Date.now() % 1_000_000}`;
  let deviceToken = '';
  let subscription: StubSubscription;

  beforeAll(async () => {
    if (!PUSH_STUB) throw new Error('PUSH_STUB_CONTROL_URL is not set: run this spec with npm test -- e2e push-notifications');
    [subscription] = await stub<StubSubscription[]>('POST', '/subscriptions', { count: 1 });
    browser = await launch();
    await signUpByApi(email, PASSWORD);
    context = await browser.newContext(CONTEXT);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    page = await context.newPage();
    await offlineTiles(page);
    await subscribeAtStub(page, subscription);
    cdp = await context.newCDPSession(page);
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Registration[] }) => {
      for (const r of e.registrations) registrations.set(r.registrationId, r);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: Version[] }) => versions.push(...e.versions));
    await cdp.send('ServiceWorker.enable');
    await signIn(page, email, PASSWORD);
    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: HOME.lat, longitude: HOME.lng });
    waterFeature(email, 'on');
    await page.reload();
    await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
    const sensor = await apiCall<{ device_token: string }>(page, 'POST', '/api/sensor', { lat: HOME.lat + 0.0005, lon: HOME.lng, sensor_id: productId, sensor_name: '北の田' });
    deviceToken = sensor.device_token;
    // 危険 at or below 5 cm, notifications on (the account's 通知設定).
    await apiCall(page, 'POST', '/api/notifications', { warn_value: 8, warn_unit: '1', caution_value: 5, caution_unit: '1', notify: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves a valid web app manifest with icons in the sizes phones ask for, linked from the page', async () => {
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon-180.png');
    const res = await page.request.get(`${BASE_URL}/manifest.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: '稲作', short_name: '稲作', lang: 'ja', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    const want = [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']];
    for (const [sizes, purpose] of want) expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose)).toBe(true);
    // Each icon is a PNG of the size it claims (IHDR width and height).
    for (const icon of [...icons, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' }]) {
      const img = await page.request.get(`${BASE_URL}${icon.src}`);
      expect(img.status()).toBe(200);
      expect(img.headers()['content-type']).toBe('image/png');
      const png = await img.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    // The gateway lets the page read its manifest and run its worker (CSP).
    const csp = (await page.request.get(`${BASE_URL}/dashboard`)).headers()['content-security-policy'];
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toMatch(/worker-src 'self'/);
  });

  it('installs the service worker at scope / and serves /sw.js for it (no long cache)', async () => {
    const sw = await page.request.get(`${BASE_URL}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(sw.headers()['service-worker-allowed']).toBe('/');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const readWorker = () => page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, state: reg.active?.state, script: reg.active?.scriptURL, controlled: !!navigator.serviceWorker.controller };
    });
    // ready resolves while the worker may still be activating (claiming the page).
    await waitUntil(async () => (await readWorker()).state === 'activated' && (await readWorker()).controlled, 'the worker to activate and control the page');
    expect(await readWorker()).toEqual({ scope: `${BASE_URL}/`, state: 'activated', script: `${BASE_URL}/sw.js`, controlled: true });
    await waitUntil(async () => [...registrations.values()].some((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted), 'the DevTools registration event');
    expect(versions.some((v) => v.scriptURL === `${BASE_URL}/sw.js` && v.status === 'activated')).toBe(true);
  });

  it('turns notifications on in 個人設定: the device is listed with the push stub\'s subscription', async () => {
    await page.goto(`${BASE_URL}/personal-settings`);
    await page.getByTestId('notification-settings').waitFor({ timeout: 20000 });
    await page.getByTestId('install-guide').waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await page.getByLabel('端末名').fill('E2E Chromium');
    await page.getByRole('button', { name: 'この端末で通知を受け取る' }).click();
    await page.getByText('この端末で通知を受け取るように設定しました。').first().waitFor({ timeout: 20000 });
    await page.getByTestId('push-device').filter({ hasText: 'E2E Chromium' }).waitFor();
    const devices = await apiCall<{ list: PushDevice[] }>(page, 'GET', '/api/notification/push/subscriptions');
    expect(devices.list.map((d) => d.device_name)).toEqual(['E2E Chromium']);
    const chromium = await page.evaluate(() => (window as unknown as { __pushSubscribe?: string }).__pushSubscribe);
    // What Chromium's own PushManager.subscribe did is part of the test's record (the report quotes it).
    console.log(`PushManager.subscribe in this Chromium: ${chromium}`);
    expect(chromium).toMatch(/^(subscribed|refused)/);
    await screenshot(page, 'push-01-personal-settings-notifications');
  });

  it('an alert decided by water reaches the push service as Web Push; delivered to the worker it shows the Japanese notification, whose click opens /water/show at the sensor', async () => {
    const registrationId = [...registrations.values()].find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted)!.registrationId;
    // The device reports the level falling to 4.0 cm (危険 at or below 5): water's judgement (every
    // 5 s in the test system) makes the alert and its delivery pushes it to the stub.
    const sent = await fetch(`${INGEST_URL}/v1/readings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${deviceToken}`, 'X-Sensor-Id': productId },
      body: JSON.stringify({ sensor_id: productId, readings: readingsFallingTo(4, 6) }),
    });
    expect(sent.status).toBe(200);
    let received: StubReceived[] = [];
    await waitUntil(async () => {
      received = await stub<StubReceived[]>('GET', `/received?endpoint=${encodeURIComponent(subscription.endpoint)}`);
      return received.length > 0;
    }, 'the Web Push of the alert to reach the push stub', 90000);
    // The stub checked the VAPID JWT (audience, expiry, ES256 signature by the service's key) and
    // decrypted the aes128gcm body with the subscription's private key; nothing was wrong.
    const { problems } = await stub<{ problems: { endpoint: string }[] }>('GET', '/state');
    expect(problems.filter((p) => p.endpoint === subscription.endpoint)).toEqual([]);
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push.urgency).toBe('high');
    expect(Number(push.ttl)).toBeGreaterThan(0);
    const payload = push.payload;
    expect(payload).toEqual({
      title: `危険水位: ${productId}（北の田）`,
      body: expect.stringContaining(`${productId}（北の田）の水位が4cm`),
      tag: `water-${productId}-danger`,
      url: `/water/show?sensor_id=${encodeURIComponent(productId)}`,
      level: 'danger',
    });
    expect(payload.body).toContain('危険水位（5cm以下）');

    // What the push service would hand the browser: the payload as decrypted from the server's request.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: JSON.stringify(payload) });
    let shown: { title: string; body: string; tag: string; lang: string; icon: string; data: { url: string } }[] = [];
    await waitUntil(async () => {
      shown = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, lang: n.lang, icon: n.icon, data: n.data }));
      });
      return shown.length > 0;
    }, 'the notification to show');
    expect(shown).toEqual([{
      title: payload.title, body: payload.body, tag: payload.tag, lang: 'ja', icon: `${BASE_URL}/icons/icon-192.png`,
      data: { url: payload.url, level: 'danger' },
    }]);
    // Where the alert went, as the dashboard's alert list tells it (recorded once the push service answered).
    await waitUntil(async () => {
      const alerts = await apiCall<{ list: { delivery?: { push: number } }[] }>(page, 'GET', '/api/sensor/alert?count=8');
      return alerts.list[0]?.delivery?.push === 1;
    }, 'the alert list to count the push');
    await page.goto(`${BASE_URL}/dashboard`);
    const delivery = page.getByTestId('alerts-widget').getByTestId('alert-delivery').first();
    await delivery.waitFor({ timeout: 20000 });
    expect(await delivery.textContent()).toContain('プッシュ 1台');
    await screenshot(page, 'push-02-alert-pushed-notification-shown');

    // The click: a notificationclick dispatched in the worker with the shown notification.
    const worker = context.serviceWorkers().find((w) => w.url() === `${BASE_URL}/sw.js`);
    expect(worker).toBeTruthy();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventCtor = (self as unknown as { NotificationEvent: new (t: string, i: { notification: Notification }) => Event }).NotificationEvent;
      try {
        scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification }));
      } catch {
        // waitUntil refuses a script-made event; the handler has started its work by then.
      }
    });
    await page.waitForURL(`**/water/show?sensor_id=${encodeURIComponent(productId)}`, { timeout: 20000 });
    await page.getByTestId('sensor-panel').waitFor({ timeout: 20000 });
    expect(await page.getByTestId('sensor-panel-title').textContent()).toBe(`${productId}（北の田）`);
    // The notification was closed by the click.
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
    await screenshot(page, 'push-03-opened-at-sensor');
  });

  it('削除 removes the device', async () => {
    await page.goto(`${BASE_URL}/personal-settings`);
    const row = page.getByTestId('push-device').filter({ hasText: 'E2E Chromium' });
    await row.waitFor({ timeout: 20000 });
    await row.getByRole('button', { name: 'E2E Chromiumを削除' }).click();
    await page.locator('.ant-modal button').filter({ hasText: 'はい' }).last().click();
    await page.getByText('端末を削除しました。').first().waitFor();
    await page.getByText('通知を受け取る端末はありません。').waitFor();
    expect((await apiCall<{ list: PushDevice[] }>(page, 'GET', '/api/notification/push/subscriptions')).list).toEqual([]);
  });
});

/**
 * The subscription the screen posts is the push stub's (its endpoint, and the keys it made and
 * keeps, as a push service and browser share them), so the server's push can be checked and read.
 * Chromium's own PushManager.subscribe is still asked, only to record what it does
 * (window.__pushSubscribe): without a reachable push service it refuses or never answers.
 */
async function subscribeAtStub(page: Page, subscription: StubSubscription) {
  await page.addInitScript((s: StubSubscription) => {
    if (!('PushManager' in window)) return;
    const original = PushManager.prototype.subscribe;
    const w = window as unknown as { __pushSubscribe?: string };
    PushManager.prototype.subscribe = async function subscribe(this: PushManager, options?: PushSubscriptionOptionsInit) {
      try {
        await Promise.race([
          original.call(this, options),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5000)),
        ]);
        w.__pushSubscribe = 'subscribed';
      } catch (e) {
        w.__pushSubscribe = `refused (${e instanceof Error ? e.message : String(e)})`;
      }
      return {
        endpoint: s.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        getKey: () => null,
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
    // The screen asks for an existing subscription first: none, so it subscribes through the above.
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);
}

async function stub<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${PUSH_STUB}${path}`, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`push stub ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** `n` readings every 10 minutes up to now, the level falling by 0.5 cm each to `last` cm. */
function readingsFallingTo(last: number, n: number) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    return { measured_at: new Date(Math.floor((now - back * 600_000) / 60_000) * 60_000).toISOString(), water_level: last + back * 0.5 };
  });
}


function waitUntil(check: () => Promise<boolean>, what: string, timeout = 30000) {
  return waitUntilEvery(check, what, timeout, 300);
}
