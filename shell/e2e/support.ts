import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
export const repoRoot = path.resolve(__dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'var/test-results/screenshots');
/** The pid files and logs of the system under test (scripts/lib.mjs instanceDir). */
export const instanceDir = (...p: string[]): string =>
  path.join(repoRoot, 'var', ...(process.env.INASAKU_INSTANCE ? [process.env.INASAKU_INSTANCE] : []), ...p);
const outboxDir = process.env.OUTBOX_DIR ?? path.join(repoRoot, 'var/outbox');
/** The database of the system under test. */
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku';

/** Runs `fn` with a connection to the system's database, closed afterwards: what a test checks was stored. */
export async function db<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Debian's Chromium; the test environment screenshots its open pages when a test fails. Pages ask
 * for reduced motion, so antd's menus and dialogs appear at once: a click on a menu item that is
 * still sliding in can miss on a busy 2-core machine.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  const g = globalThis as { __e2eBrowsers?: Browser[] };
  (g.__e2eBrowsers ??= []).push(browser);
  browser.on('disconnected', () => g.__e2eBrowsers?.splice(g.__e2eBrowsers.indexOf(browser), 1));
  return browser;
}

/** Kept as test artefacts in var/test-results/screenshots. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The newest verification code mailed to `email` through the local outbox. */
export async function codeFromOutbox(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
          .filter((m) => m.to === email && Date.parse(m.sent_at) >= after)
          .sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)))
      : [];
    const code = mails.length ? /(\d{6})/.exec(mails[mails.length - 1].text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.jp`;

/** Signs up through the API (fast path for tests that are not about sign-up). */
export async function signUpByApi(email: string, password: string): Promise<void> {
  const post = (p: string, body: unknown) =>
    fetch(`${BASE_URL}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'e2e' },
      body: JSON.stringify(body),
    });
  const since = Date.now() - 1000;
  const res = await post('/auth/sign-up', { email, password, agreement: true });
  if (!res.ok) throw new Error(`sign-up failed: ${await res.text()}`);
  const code = await codeFromOutbox(email, since);
  const confirmed = await post('/auth/confirm-sign-up', { email, code });
  if (!confirmed.ok) throw new Error(`confirm failed: ${await confirmed.text()}`);
}

/**
 * Signs in through the form. The onboarding guide (spec 000 §4.3) is marked as passed first, so
 * that its backdrop does not block tests about other screens; `{ onboarding: true }` keeps it.
 */
export async function signIn(page: Page, email: string, password: string, options: { onboarding?: boolean } = {}): Promise<void> {
  if (!options.onboarding) await skipOnboarding(page);
  await page.goto(`${BASE_URL}/`);
  await page.locator('input#email').fill(email);
  await page.locator('input#password').fill(password);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
}

// A 1x1 green PNG: map tiles in tests, where the GSI tile servers cannot be reached.
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPI7osCAAK7AVTFpDkzAAAAAElFTkSuQmCC', 'base64');

/** Answers every GSI map tile with a small local image, so map screens load offline and fast. */
export async function offlineTiles(page: Page): Promise<void> {
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
  );
}

/** The desktop browser the screen specs start in: Japanese, Tokyo time, 1280 x 900. */
export const DESKTOP = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 } };

/**
 * A new account (signed up through the API) signed in on the first page of a browser context of
 * its own, DESKTOP unless `context` says otherwise. Map tiles are answered locally unless `tiles` is false.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  options: { context?: BrowserContextOptions; tiles?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  await signUpByApi(email, password);
  const context = await browser.newContext({ ...DESKTOP, ...options.context });
  const page = await context.newPage();
  if (options.tiles !== false) await offlineTiles(page);
  await signIn(page, email, password);
  return { context, page };
}

/** Reloads the page and waits for the menu: the session shows a new home position or feature only after a page load. */
export async function reloadSession(page: Page): Promise<void> {
  await page.reload();
  await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
}

/**
 * The id of one of the starting items (the seasons arrive with the account-created event, so
 * they are asked for until that item's season is there).
 */
export async function starterItemId(page: Page, seasonName: string, itemName: string): Promise<string> {
  let seasons: { season_name: string; items: { item_id: string; item_name: string }[] }[] = [];
  for (let i = 0; i < 50 && !seasons.some((s) => s.season_name === seasonName); i++) {
    seasons = await apiCall(page, 'GET', '/inasaku/season-histories?include_not_paddy_field_item=1');
    if (!seasons.length) await page.waitForTimeout(200);
  }
  return seasons.flatMap((s) => s.items).find((i) => i.item_name === itemName)!.item_id;
}

/** Waits for a toast or alert text anywhere on the page. */
export async function seeText(page: Page, text: string, timeout = 10000): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout });
}

/**
 * Calls the gateway with the page's session cookie (page.request shares the browser context's
 * cookies) and returns `data` of `{ data }`; throws with the answer on a non-2xx status.
 */
export async function apiCall<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'X-Requested-With': 'e2e', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    data: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} -> ${res.status()} ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** Picks an option of an antd Select found by its data-testid. */
export async function chooseOption(page: Page, testId: string, label: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}

/** The three local flags of the onboarding guide (shell/src/onboarding/onboarding.ts). */
const ONBOARDING_FLAGS = ['inasaku.onboarding.home', 'inasaku.onboarding.paddy', 'inasaku.onboarding.works'];

/** Marks the onboarding guide as passed for every page this page loads, before the shell starts. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    for (const key of keys) window.localStorage.setItem(key, '1');
  }, ONBOARDING_FLAGS);
}

/** The text of the newest mail to `email` in the local outbox whose subject contains `subject`. */
export async function mailFromOutbox(email: string, subject: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
          .filter((m) => m.to === email && String(m.subject).includes(subject) && Date.parse(m.sent_at) >= after)
          .sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)))
      : [];
    if (mails.length) return String(mails[mails.length - 1].text);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

/** The temporary password mailed to a user whom the root user added (the newest such mail). */
export async function passwordFromOutbox(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = fs.existsSync(outboxDir)
      ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
          .filter((m) => m.to === email && Date.parse(m.sent_at) >= after && /仮パスワード/.test(m.text))
          .sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)))
      : [];
    const password = mails.length ? /仮パスワード[:：]\s*(\S+)/.exec(mails[mails.length - 1].text)?.[1] : undefined;
    if (password) return password;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no temporary password mailed to ${email}`);
}

/**
 * A screenshot of the viewport only, kept with the others. Full-page captures resize the
 * emulated window for a moment, which can flip the shell between its narrow and wide layouts
 * and mount the routed screen again (losing unsaved input); map screens fill the viewport anyway.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The sensor ingestion service of the system under test (devices post their readings there). */
export const INGEST_URL = process.env.SENSOR_INGEST_URL ?? `http://localhost:${process.env.SENSOR_INGEST_PORT ?? '3110'}`;

/** Turns the water feature of `email`'s account on or off (scripts/water-feature.mjs). */
export function waterFeature(email: string, onOff: 'on' | 'off' = 'on'): void {
  const r = spawnSync('node', ['scripts/water-feature.mjs', email, onOff], { cwd: repoRoot, env: process.env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`water-feature failed: ${r.stderr || r.stdout}`);
}

/**
 * The water set-up of a signed-in account: its home position, and the water feature switched on the
 * operator's way (npm run water-feature); the session shows both after the page load this ends with.
 */
export async function waterAccount(page: Page, email: string, home: { lat: number; lng: number }): Promise<void> {
  await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: home.lat, longitude: home.lng });
  waterFeature(email, 'on');
  await reloadSession(page);
}

/** POST /v1/readings of the ingest service, as a device does. */
export async function sendReadings(productId: string, token: string, readings: unknown[]): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${INGEST_URL}/v1/readings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Sensor-Id': productId },
    body: JSON.stringify({ sensor_id: productId, readings }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Checks every `everyMs` until `check` answers true; fails after `timeout` ms naming `what`. */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeout = 30000, everyMs = 500): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Runs `fn` again every 500 ms until it succeeds; fails after `timeout` ms with its last error. */
export async function retry<T>(fn: () => Promise<T>, what: string, timeout = 30000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

// The map screens open at MAP_HOME (南魚沼) at zoom 17, so a field placed N pixels from it is N pixels
// from the map centre.
export const MAP_HOME = { lat: 37.0656, lng: 138.8779 };
const MAP_ZOOM = 17;
/** From a pin's tip (its position) up to its head, where a click hits it. */
export const PIN_HEAD = 28;
/** Four fields below the centre (the home marker), clear of the panels and switches at the top corners. */
export const MAP_SPOTS = [
  { name: '北の田', dx: -170, dy: 170 },
  { name: '中の田', dx: 0, dy: 230 },
  { name: '南の田', dx: 170, dy: 170 },
  { name: '西の田', dx: -80, dy: 310 },
];

/** The position `dx`, `dy` pixels from MAP_HOME at zoom 17 (Web Mercator), as map_pos text. */
export function mapPosAt(dx: number, dy: number): string {
  const world = 256 * 2 ** MAP_ZOOM;
  const x = ((MAP_HOME.lng + 180) / 360) * world + dx;
  const siny = Math.sin((MAP_HOME.lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + siny) / (1 - siny)) / (4 * Math.PI)) * world + dy;
  const lng = (x / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return `${lat.toFixed(7)},${lng.toFixed(7)}`;
}

/** Waits until the map of the screen `screen` has drawn `n` pins. */
export async function pinsDrawn(page: Page, screen: string, n: number): Promise<void> {
  await page.locator(`[data-testid="${screen}"] [data-pins-drawn="${n}"]`).waitFor({ timeout: 15000 });
}

/** The centre of the map of the screen `screen`, in page pixels. */
export async function mapBox(page: Page, screen: string): Promise<{ cx: number; cy: number }> {
  const box = (await page.locator(`[data-testid="${screen}"] .leaflet-container`).first().boundingBox())!;
  return { cx: Math.round(box.x + box.width / 2), cy: Math.round(box.y + box.height / 2) };
}

/** Clicks the head of the pin of MAP_SPOTS[i] on the map centred at `map`. */
export async function clickPin(page: Page, map: { cx: number; cy: number }, i: number): Promise<void> {
  // A closing dialog's mask would take the click: wait until none is on screen.
  const masks = page.locator('.ant-modal-mask:visible, .ant-modal-wrap:visible');
  for (let n = 0; n < 50 && (await masks.count()) > 0; n++) await page.waitForTimeout(100);
  await page.mouse.click(map.cx + MAP_SPOTS[i].dx, map.cy + MAP_SPOTS[i].dy - PIN_HEAD);
}
