import { spawnSync } from 'node:child_process';
import type { AlertPushPayload, PushDevice } from '@inasaku/contracts';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { BASE_URL, apiCall, launch, offlineTiles, repoRoot, screenshot, signIn, signUpByApi, uniqueEmail } from './support';

// The installable app and Web Push in Chromium: the manifest, its icons and the service worker
// are served as browsers need them and the worker is active at scope /; notifications are turned
// on in 個人設定 with the permission granted by the test; the subscription the screen posts carries
// the push stub's endpoint instead of the browser's push service (see STUB_ENDPOINT); a push message
// delivered to the worker through the DevTools protocol shows the Japanese notification, and its
// click takes the open window to /water/show at the sensor.
const PASSWORD = 'Tanbo2026';
const CONTEXT = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 } };
const HOME = { lat: 37.0656, lng: 138.8779 };
/** Where the alert-delivery service sends this device's pushes in this test: a push stub, never a real push service. */
const STUB_ENDPOINT = `https://push-stub.localhost/e2e/${Date.now()}`;

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

  beforeAll(async () => {
    browser = await launch();
    await signUpByApi(email, PASSWORD);
    context = await browser.newContext(CONTEXT);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    page = await context.newPage();
    await offlineTiles(page);
    await replaceSubscriptionEndpoint(page);
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
    await apiCall(page, 'POST', '/api/sensor', { lat: HOME.lat + 0.0005, lon: HOME.lng, sensor_id: productId, sensor_name: '北の田' });
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

  it('turns notifications on in 個人設定: the device is listed and its subscription carries the stub endpoint', async () => {
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
    const mode = await page.evaluate(() => (window as unknown as { __pushSubscribe?: string }).__pushSubscribe);
    // Which way the subscription was made is part of the test's record (the report quotes it).
    console.log(`push subscription in Chromium: ${mode}`);
    expect(mode).toMatch(/^(real|stub)/);
    await screenshot(page, 'push-01-personal-settings-notifications');
  });

  it('a push delivered through DevTools shows the Japanese notification; its click opens /water/show at the sensor', async () => {
    const registrationId = [...registrations.values()].find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted)!.registrationId;
    const payload: AlertPushPayload = {
      title: `危険水位: ${productId}（北の田）`,
      body: `${productId}（北の田）の水位が2.0cmになりました。危険水位（5.0cm以下）です。`,
      tag: `water-${productId}-danger`,
      url: `/water/show?sensor_id=${encodeURIComponent(productId)}`,
      level: 'danger',
    };
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
    await screenshot(page, 'push-02-notification-shown');

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
 * PushManager.subscribe is asked as usual (Chromium may reach no push service offline); the
 * subscription handed to the screen keeps the browser's keys when it got one (made by the test with
 * WebCrypto otherwise) and the stub's endpoint, so nothing is ever sent to a real push service.
 * window.__pushSubscribe says which happened.
 */
async function replaceSubscriptionEndpoint(page: Page) {
  await page.addInitScript((endpoint: string) => {
    if (!('PushManager' in window)) return;
    const b64url = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const original = PushManager.prototype.subscribe;
    const w = window as unknown as { __pushSubscribe?: string };
    PushManager.prototype.subscribe = async function subscribe(this: PushManager, options?: PushSubscriptionOptionsInit) {
      let keys: { p256dh: string; auth: string };
      try {
        const real = await Promise.race([
          original.call(this, options),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 8000)),
        ]);
        const json = real.toJSON();
        keys = { p256dh: json.keys!.p256dh, auth: json.keys!.auth };
        w.__pushSubscribe = 'real';
      } catch (e) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        keys = { p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64url(crypto.getRandomValues(new Uint8Array(16)).buffer) };
        w.__pushSubscribe = `stub (${e instanceof Error ? e.message : String(e)})`;
      }
      return {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
    // The screen asks for an existing subscription first: none, so it subscribes through the above.
    PushManager.prototype.getSubscription = async () => null;
  }, STUB_ENDPOINT);
}

function waterFeature(email: string, onOff: 'on' | 'off') {
  const r = spawnSync('node', ['scripts/water-feature.mjs', email, onOff], { cwd: repoRoot, env: process.env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`water-feature failed: ${r.stderr || r.stdout}`);
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeout = 30000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}
