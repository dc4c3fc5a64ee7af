import type { CreateSensorResponse } from '@inasaku/contracts';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, db, apiCall, launch, offlineTiles, screenshot, signIn, signUpByApi, uniqueEmail, retry, waitUntil, waterFeature } from './support';

// The access log of screen openings (spec 000 §7, ope 0) in the browser: each screen sends its
// menu code once per opening, whichever way it was opened: the side menu (its entry clicked again
// on the same screen too), a typed URL, the browser's back and forward buttons, links inside
// screens (the dashboard's sensor row, the report hub's buttons) and the header's menu. Every
// opening is checked in the account service's table, in order, with nothing missing or doubled,
// including 24 ほ場設定 (the paddy-field screen) and 27 センサーアラート (the sensor page).
const PASSWORD = 'Tanbo2026';
const CONTEXT = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 } };

describe('access log: one row with the screen code per opening, however the screen was opened', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('access-log');
  /** ope-0 rows of the account already there before each test. */
  let seen = 0;

  beforeAll(async () => {
    browser = await launch();
    await signUpByApi(email, PASSWORD);
    const context = await browser.newContext(CONTEXT);
    page = await context.newPage();
    await offlineTiles(page);
    await signIn(page, email, PASSWORD);
    // The operator's switch (npm run water-feature); the session sees it on the next load.
    waterFeature(email);
    await page.reload();
    await page.locator('.ant-menu-submenu-title').filter({ hasText: /^水管理$/ }).waitFor({ timeout: 20000 });
    // A sensor, for the dashboard's sensor list (the water service learns of the feature within seconds).
    const created = await retry(
      () => apiCall<CreateSensorResponse>(page, 'POST', '/api/sensor', { lat: 37.06, lon: 138.87, sensor_id: `E2E-AL-${Date.now() % 1e6}`, sensor_name: '北の田' }),
      'the sensor to be registered',
    );
    expect(created.result).toBe('0');
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    seen = await settledCount();
  });

  const onRoute = (route: string) => (route === 'dashboard' ? '[data-testid="dashboard"]' : `[data-route="${route}"]`);

  /**
   * Opens a screen and waits for it and for the answer to its access-log request, so that the
   * next step (a new page load) cannot cut the request off and the rows arrive in order.
   */
  async function open(route: string, action: () => Promise<unknown>, logs = true): Promise<void> {
    const answered = logs
      ? page.waitForResponse((r) => r.url() === `${BASE_URL}/inasaku/accesslogs` && r.request().method() === 'POST', { timeout: 30000 })
      : null;
    await action();
    await page.locator(onRoute(route)).waitFor({ timeout: 30000 });
    await answered;
  }

  /** The menu codes logged since the test began, oldest first, once `count` are there and no more arrive. */
  async function loggedSince(count: number): Promise<string[]> {
    await waitUntil(async () => (await menuRows()).length - seen >= count, `${count} access-log rows`);
    await page.waitForTimeout(1500);
    return (await menuRows()).slice(seen);
  }

  async function settledCount(): Promise<number> {
    let n = -1;
    for (;;) {
      const now = (await menuRows()).length;
      if (now === n) return n;
      n = now;
      await page.waitForTimeout(800);
    }
  }

  async function menuRows(): Promise<string[]> {
    return db(async (c) => {
      const { rows } = await c.query<{ menu: string }>(
        `SELECT l.menu FROM account.access_logs l JOIN account.users u ON u.account_id = l.account_id
         WHERE u.email = $1 AND l.ope = '0' ORDER BY l.created_at, l.log_id`,
        [email],
      );
      return rows.map((r) => r.menu.trim());
    });
  }

  it('by the side menu, 24 ほ場設定 included; an entry clicked on its own screen reloads it and logs once', async () => {
    await open('work-history-show', () => menu('paddy-map'));
    await open('paddy-field-show', () => menu('settings-paddy-edit', ['設定', 'ほ場']));
    await open('water-show', () => menu('water-map', ['水管理']));
    await open('water-show', () => menu('water-map'));
    await open('dashboard', () => menu('dashboard'));
    await screenshot(page, 'access-log-01-menu');
    expect(await loggedSince(5)).toEqual(['02', '24', '22', '22', '01']);
  });

  it('by URL: 27 センサーアラート, the report and water screens, a header screen', async () => {
    for (const [path, route] of [
      ['/sensors', 'sensors'],
      ['/archives/work-histories/notpaddy', 'archives-work-notpaddy'],
      ['/archives/water-histories', 'archives-water'],
      ['/water/show', 'water-show'],
      ['/sensor/settings', 'sensor-settings'],
      ['/personal-settings', 'personal-settings'],
      ['/paddy-fields/show', 'paddy-field-show'],
    ]) {
      await open(route, () => page.goto(`${BASE_URL}${path}`));
    }
    expect(await loggedSince(7)).toEqual(['27', '05', '28', '22', '26', '18', '24']);
  });

  it('by the back and forward buttons', async () => {
    await open('sensors', () => page.goto(`${BASE_URL}/sensors`));
    await open('water-show', () => page.locator('[data-testid="sensors-to-map"]').click());
    await open('sensor-settings', () => menu('sensor-settings', ['水管理']));
    await open('water-show', () => page.goBack());
    await open('sensors', () => page.goBack());
    await open('water-show', () => page.goForward());
    await screenshot(page, 'access-log-02-after-forward');
    expect(await loggedSince(6)).toEqual(['27', '22', '26', '22', '27', '22']);
  });

  it("by links inside screens: the dashboard's sensor row and the report hub", async () => {
    await open('dashboard', () => menu('dashboard'));
    await open('water-show', () => page.locator('[data-testid="sensor-row"]').first().click());
    expect(page.url()).toContain('/water/show?prmLat=');
    await open('archives', () => page.goto(`${BASE_URL}/archives`), false);
    await open('archives-log', () => page.locator('[data-testid="archives-hub-logs"]').click());
    await screenshot(page, 'access-log-03-hub-report');
    // The hub itself has no code: its report logs its own.
    expect(await loggedSince(3)).toEqual(['01', '22', '07']);
  });

  async function menu(key: string, groups: string[] = []) {
    for (const title of groups) {
      const head = page.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${title}$`) }).first();
      const group = head.locator('xpath=..');
      if (!((await group.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) await head.click();
      await page.waitForTimeout(300);
    }
    await page.locator(`[data-menu="${key}"]`).click();
  }
});

