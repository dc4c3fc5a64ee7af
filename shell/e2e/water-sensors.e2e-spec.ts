import { spawnSync } from 'node:child_process';
import type { Sensor, SensorAlert } from '@inasaku/contracts';
import type { Browser, Page } from 'playwright-core';
import { INGEST_URL, BASE_URL, apiCall, launch, mailFromOutbox, offlineTiles, repoRoot, screenshot, seeText, signIn, signUpByApi, uniqueEmail, viewportScreenshot, sendReadings, waitUntil, waterFeature, signedInPage, waterAccount, DESKTOP } from './support';

// Water-level sensors in the browser: an account with the water feature registers a
// sensor on the registration map and reads its device token; the device sends readings over the
// ingest service's HTTP endpoint with that token; notification settings whose warning level the
// readings cross make an alert (the hourly judgement runs every few seconds in this system), shown
// on the map (status icon, panel charts), in the dashboard's alert list and mailed to the outbox.
// An account without the water feature sees no 水管理 menu. Map tiles are answered locally.
const PASSWORD = 'Tanbo2026';
const HOME = { lat: 37.0656, lng: 138.8779 };
const PIN_HEAD = 28; // from a pin's tip (its position) up to its head, where a click hits it
/** The device-facing ingest service of the system under test (its own port, no browser session). */

describe('water sensors: registration, device readings, map, alerts and mail', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('sensors');
  const productId = `E2E-${Date.now() % 1_000_000}`;
  let token = '';
  let since = 0;

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await signedInPage(browser, email, PASSWORD));
    await waterAccount(page, email, HOME);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tid = (id: string) => page.locator(`[data-testid="${id}"]`);

  it('the 水管理 menu and the empty sensor and alert lists show with the water feature', async () => {
    await page.getByText('水管理', { exact: true }).click();
    for (const label of ['水位マップ', 'センサー設置', '通知設定']) await page.getByText(label, { exact: true }).first().waitFor();
    await tid('sensors-widget').getByText('水位センサーが設置されていません。').waitFor({ timeout: 20000 });
    await tid('alerts-widget').getByText('水位アラートはありません。').waitFor({ timeout: 20000 });
  });

  it('registers a sensor on the map and reads its device token once', async () => {
    await page.locator('[data-menu="sensor-add"]').click();
    await page.waitForURL('**/sensor/add');
    const map = await mapCentre(page, 'sensor-add');
    await tid('sensor-add-tool').click();
    await seeText(page, '登録する位置をクリックしてください。クリック後、マーカーをドラッグして位置を調整し「入力する」を押してください。');
    await page.mouse.click(map.cx, map.cy + 150);
    await expectEnabled(tid('sensor-input'));
    await tid('sensor-input').click();
    const save = tid('sensor-save');
    expect(await save.isDisabled()).toBe(true);
    await tid('sensor-id').fill(productId);
    await tid('sensor-name').fill('北の田');
    await expectEnabled(save);
    await screenshot(page, 'water-sensors-01-register-form');
    await save.click();
    await seeText(page, '登録しました。');
    token = await tid('device-token').inputValue();
    expect(token.length).toBeGreaterThanOrEqual(20);
    await viewportScreenshot(page, 'water-sensors-02-token');
    await tid('token-close').click();
    await tid('device-token').waitFor({ state: 'detached' });

    // Registering the same product ID again: the server's message in the form, nothing written.
    await tid('sensor-add-tool').click();
    await page.mouse.click(map.cx + 120, map.cy + 150);
    await tid('sensor-input').click();
    await tid('sensor-id').fill(productId);
    await tid('sensor-save').click();
    await page.getByTestId('sensor-form-error').getByText('この製品IDは既に登録されています。').waitFor();
    await tid('sensor-cancel').click();
    const sensors = await apiCall<{ list: Sensor[] }>(page, 'GET', '/api/sensor/all');
    expect(sensors.list.map((s) => [s.sensor_id, s.sensor_name, s.status])).toEqual([[productId, '北の田', '9']]);
  });

  it('saves notification settings with a warning level at or below 5 cm and mail on', async () => {
    await page.locator('[data-menu="sensor-settings"]').click();
    await page.waitForURL('**/sensor/settings');
    await tid('warn-value').fill('5.0');
    await chooseUnit(page, 'warn-unit', '以下');
    await tid('caution-value').fill('123');
    await seeText(page, '整数2桁以内、小数1桁以内の数値で入力してください。');
    expect(await tid('settings-save').isDisabled()).toBe(true);
    await tid('caution-value').fill('1.5');
    await chooseUnit(page, 'caution-unit', '以下');
    await tid('notify').check();
    await seeText(page, 'センサーのデータは1時間ごとに判定されます。');
    await expectEnabled(tid('settings-save'));
    await screenshot(page, 'water-sensors-03-settings');
    await tid('settings-save').click();
    await page.waitForURL('**/water/show');
    const saved = await apiCall<{ warn_value: number; warn_unit: string; notify: boolean }>(page, 'GET', '/api/notifications?notification_type=water');
    expect(saved).toMatchObject({ warn_value: 5, warn_unit: '1', caution_value: 1.5, caution_unit: '1', notify: true });
  });

  it('the device sends its readings with the token; a bad token stores nothing', async () => {
    const bad = await sendReadings(productId, 'not-the-token', readingsFalling(3));
    expect(bad.status).toBe(401);
    since = Date.now() - 1000;
    // Twelve readings over the last two hours, the level falling from 8.4 to 4.0 cm.
    const res = await sendReadings(productId, token, readingsFalling(12));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 12, refused: [] });
    // Sent again (a retry after a lost answer): nothing is stored twice.
    const again = await sendReadings(productId, token, readingsFalling(12));
    expect(again.status).toBe(200);
    await waitUntil(async () => {
      const raw = await apiCall<{ list: unknown[] }>(page, 'GET', `/api/sensor/raw?sensor_id=${encodeURIComponent(productId)}`);
      return raw.list.length === 12;
    }, 'the 12 readings to be stored');
  });

  it('the sensor reads as warning; the judgement makes one alert, listed on the dashboard and mailed', async () => {
    await waitUntil(async () => {
      const list = await apiCall<{ list: Sensor[] }>(page, 'GET', '/api/sensor/all');
      return list.list[0]?.status === '1';
    }, 'the sensor to read as warning', 60000);
    await page.locator('[data-menu="dashboard"]').click();
    await page.waitForURL(/\/(dashboard)?$/);
    const row = tid('sensors-widget').locator('[data-testid="sensor-row"]').filter({ hasText: productId });
    await row.waitFor({ timeout: 20000 });
    // The list may first show the answer the registration screen kept, then the one it reads again.
    await waitUntil(async () => ((await row.textContent()) ?? '').includes('4.0'), 'the level 4.0 in the dashboard list', 20000);
    expect(await row.textContent()).toContain('4.0');
    const alerts = () => apiCall<{ list: SensorAlert[] }>(page, 'GET', '/api/sensor/alert?count=8').then((a) => a.list);
    await waitUntil(async () => (await alerts()).length > 0, 'the judgement to make an alert', 60000);
    // Judged again a few times (every 5 s here) while the level stays low: still one alert.
    await new Promise((r) => setTimeout(r, 11000));
    expect(await alerts()).toHaveLength(1);
    await page.reload();
    const alertRow = tid('alerts-widget').locator('[data-testid="alert-row"]').first();
    await alertRow.waitFor({ timeout: 20000 });
    const text = (await alertRow.textContent()) ?? '';
    expect(text).toMatch(/^\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(text).toContain(productId);
    const mail = await alertMail(email, since);
    expect(mail).toContain(productId);

    // The 7-point chart frame from the sensor list.
    await row.locator('[data-testid="sensor-chart-open"]').click();
    await tid('frame-level-chart').locator('canvas').first().waitFor({ timeout: 20000 });
    await screenshot(page, 'water-sensors-04-dashboard-chart-frame');
    await page.getByRole('button', { name: '閉じる' }).last().click();
    await screenshot(page, 'water-sensors-05-dashboard');
  });

  it('a sensor click on the dashboard opens the map there with the warning icon; its panel shows the level and two charts', async () => {
    const row = tid('sensors-widget').locator('[data-testid="sensor-row"]').filter({ hasText: productId });
    await row.locator('td').nth(1).click();
    await page.waitForURL(/\/water\/show\?prmLat=.+&prmLng=.+/);
    await page.locator('[data-testid="water-show"] [data-pins-drawn="1"]').waitFor({ timeout: 15000 });
    expect(await tid('sensor-legend-warning').getAttribute('data-count')).toBe('1');
    // The map opened centred on the sensor: its pin is at the centre.
    const map = await mapCentre(page, 'water-show');
    await page.mouse.move(map.cx, map.cy - PIN_HEAD);
    await page.getByText(`製品ID：${productId}`).first().waitFor({ timeout: 10000 });
    await page.mouse.click(map.cx, map.cy - PIN_HEAD);
    await tid('sensor-panel').waitFor();
    expect(await tid('sensor-panel-title').textContent()).toBe(`${productId}（北の田）`);
    expect(await tid('sensor-panel-status').textContent()).toBe('警告');
    expect(await tid('sensor-level').textContent()).toBe('4.0');
    expect(await tid('sensor-temperature').textContent()).toBe('22.0');
    await tid('sensor-level-chart').locator('canvas').first().waitFor({ timeout: 20000 });
    await tid('sensor-temperature-chart').locator('canvas').first().waitFor({ timeout: 20000 });
    await viewportScreenshot(page, 'water-sensors-06-map-panel');
    // A second click closes the panel.
    await page.mouse.click(map.cx, map.cy - PIN_HEAD);
    await tid('sensor-panel').waitFor({ state: 'detached' });
  });

  it('a paddy field linked to the sensor in its edit form shows the sensor\'s latest level in the field panel', async () => {
    // A field east of the home marker: at zoom 17 a degree of longitude is 256 * 2^17 / 360 px.
    const east = 0.0008;
    const dx = Math.round((east * 256 * 2 ** 17) / 360);
    await apiCall(page, 'POST', '/inasaku/paddy-fields', { paddy_fields: [{ map_pos: `${HOME.lat},${HOME.lng + east}` }] });
    await page.goto(`${BASE_URL}/paddy-fields/show`);
    await page.locator('[data-testid="paddy-field-show"] [data-pins-drawn="1"]').waitFor({ timeout: 30000 });
    const map = await mapCentre(page, 'paddy-field-show');
    await page.mouse.click(map.cx + dx, map.cy - PIN_HEAD);
    await page.locator('[data-testid="field-panel"][data-mode="reference"]').waitFor();
    expect(await tid('field-sensor').count()).toBe(0);
    await page.getByRole('button', { name: '編集する' }).click();
    await page.locator('[data-testid="field-panel"][data-mode="edit"]').waitFor();
    await page.locator('#tag_no').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${productId}（北の田）` }).first().click();
    const today = tokyoToday();
    await waitUntil(async () => (await page.locator('#sensor_start_date').inputValue()) === today.replace(/-/g, '/'), 'the start date to be today');
    await screenshot(page, 'water-sensors-08-field-sensor-link');
    await tid('field-save').click();
    await seeText(page, '変更を保存しました。');
    await tid('field-panel').waitFor({ state: 'detached' });
    const [stored] = await apiCall<{ tag_no: string | null; sensor_start_date: string | null }[]>(page, 'GET', '/inasaku/paddy-fields');
    expect(stored).toMatchObject({ tag_no: productId, sensor_start_date: today });

    // The reference shows the link and the level the device sent last (4.0 cm).
    await page.mouse.click(map.cx + dx, map.cy - PIN_HEAD);
    await page.locator('[data-testid="field-panel"][data-mode="reference"]').waitFor();
    expect(await tid('field-sensor').textContent()).toBe(`${productId}（${today.replace(/-/g, '/')}〜）`);
    await waitUntil(async () => /^4\.0 cm（\d{2}\/\d{2} \d{2}:\d{2}）$/.test((await tid('field-sensor-level').textContent().catch(() => '')) ?? ''),
      'the field panel to show the sensor level');
    await screenshot(page, 'water-sensors-09-field-panel-level');
  });

  it('an account without the water feature sees no 水管理 menu and no sensor lists', async () => {
    const other = uniqueEmail('nowater');
    await signUpByApi(other, PASSWORD);
    const ctx = await browser.newContext(DESKTOP);
    const p = await ctx.newPage();
    await signIn(p, other, PASSWORD);
    await p.locator('[data-testid="work-log-widget"]').waitFor({ timeout: 20000 });
    expect(await p.getByText('水管理', { exact: true }).count()).toBe(0);
    expect(await p.locator('[data-menu="water-map"]').count()).toBe(0);
    expect(await p.locator('[data-testid="sensors-widget"]').count()).toBe(0);
    expect(await p.locator('[data-testid="alerts-widget"]').count()).toBe(0);
    // The service refuses too, whatever the browser shows.
    const res = await p.request.get(`${BASE_URL}/api/sensor/all`, { headers: { 'X-Requested-With': 'e2e' } });
    expect(res.status()).toBe(403);
    await screenshot(p, 'water-sensors-07-no-water-menu');
    await ctx.close();
  });

  it('the device simulator (npm run sensors:simulate) registers sensors of an account and their readings show on the water map', async () => {
    const simEmail = uniqueEmail('simulator');
    await signUpByApi(simEmail, PASSWORD);
    const ctx = await browser.newContext(DESKTOP);
    const p = await ctx.newPage();
    await offlineTiles(p);
    await signIn(p, simEmail, PASSWORD);
    waterFeature(simEmail, 'on');
    const args = [
      'scripts/simulate-sensors.mjs', '--email', simEmail, '--password', PASSWORD, '--sensors', '2', '--backfill', '1', '--once',
      '--gateway', BASE_URL, '--ingest', INGEST_URL,
    ];
    const r = spawnSync('node', args, { cwd: repoRoot, env: process.env, encoding: 'utf8', timeout: 60000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/registered SIM-\w{4}-01/);
    expect(r.stdout).toMatch(/backlog of \d+ readings/);
    // Stored: both sensors have a latest reading (no longer '9', unlinked) and a backlog of about an hour.
    await waitUntil(async () => {
      const list = await apiCall<{ list: Sensor[] }>(p, 'GET', '/api/sensor/all');
      return list.list.length === 2 && list.list.every((s) => s.datetime !== null && s.status !== '9');
    }, 'the simulated readings to be stored');
    const [first] = (await apiCall<{ list: Sensor[] }>(p, 'GET', '/api/sensor/all')).list;
    const raw = await apiCall<{ list: unknown[] }>(p, 'GET', `/api/sensor/raw?sensor_id=${encodeURIComponent(first.sensor_id)}`);
    expect(raw.list.length).toBeGreaterThanOrEqual(6);
    await p.goto(`${BASE_URL}/water/show`);
    await p.locator('[data-testid="water-show"] [data-pins-drawn="2"]').waitFor({ timeout: 30000 });
    expect(await p.locator('[data-testid="sensor-legend-unlinked"]').getAttribute('data-count')).toBe('0');
    await screenshot(p, 'water-sensors-10-simulator-map');
    await ctx.close();
  });
});

/** The alert mail: the account service mails it from a durable consumer, so allow it up to a minute. */
async function alertMail(email: string, since: number): Promise<string> {
  const end = Date.now() + 60000;
  for (;;) {
    try {
      return await mailFromOutbox(email, '水位アラート', since);
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}

/** `n` readings every 10 minutes up to now, the level falling to 4.0 cm, the water at 22 ℃ last. */
function readingsFalling(n: number) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    return {
      measured_at: new Date(Math.floor((now - back * 600_000) / 60_000) * 60_000).toISOString(),
      water_level: Math.round((4 + back * 0.4) * 10) / 10,
      water_temperature: Math.round((22 - back * 0.2) * 10) / 10,
    };
  });
}

/** Today at +0900, 'YYYY-MM-DD'. */
function tokyoToday(): string {
  return new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
}

async function expectEnabled(locator: ReturnType<Page['locator']>) {
  await waitUntil(async () => !(await locator.isDisabled()), 'the button to be enabled', 10000);
}

async function mapCentre(page: Page, screen: string) {
  const box = (await page.locator(`[data-testid="${screen}"] .leaflet-container`).first().boundingBox())!;
  return { cx: Math.round(box.x + box.width / 2), cy: Math.round(box.y + box.height / 2) };
}

async function chooseUnit(page: Page, testId: string, label: string) {
  await page.locator(`[data-testid="${testId}"]`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}
