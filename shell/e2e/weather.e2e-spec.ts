import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, apiCall, launch, offlineTiles, repoRoot, screenshot, seeText, signIn, signUpByApi, uniqueEmail } from './support';

// Weather and 積算温度 in the browser: one new account sets its home position on the
// fields screen, then sees the header temperature, the dashboard widget, the weather screen, adds
// a weather setting and opens the weather report with its Excel file. The weather service reads
// the local Open-Meteo stub of the browser-test system, never the internet.
const PASSWORD = 'Tanbo2026';
// A rice area (南魚沼), answered by the test instead of the geocoder.
const PLACE = { label: '新潟県南魚沼市六日町', latitude: 37.0656, longitude: 138.8779 };
const SETTING = '出穂後積算';
const downloadDir = path.join(repoRoot, 'var/test-results/downloads');

/** Today's date at +0900, as the screens compute it. */
function tokyoToday(): string {
  return new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
}

describe('weather: header temperature, dashboard, 積算温度 and the weather report', () => {
  let browser: Browser;
  let page: Page;
  const today = tokyoToday();
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));

  beforeAll(async () => {
    browser = await launch();
    const email = uniqueEmail('weather');
    await signUpByApi(email, PASSWORD);
    const context = await browser.newContext({
      locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 }, acceptDownloads: true,
    });
    page = await context.newPage();
    await offlineTiles(page);
    await signIn(page, email, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets the home position, then the header shows the temperature in ℃', async () => {
    // No position yet: no weather, the header slot is empty.
    expect(await page.locator('[data-testid="header-temperature"]').innerText()).toBe('');

    await open(page, '/markers', 'markers');
    await page.route('**/inasaku/geocode?**', (route) => route.fulfill({ json: { data: [PLACE] } }));
    await page.locator('[data-testid="address-input"]').fill('南魚沼');
    // One candidate moves the map to it at zoom 17 at once.
    await page.locator('[data-testid="address-search"]').click();
    await page.locator('[data-testid="map-zoom"][data-zoom="17"]').waitFor({ state: 'attached', timeout: 10000 });
    const box = (await page.locator('.leaflet-container').first().boundingBox())!;
    await page.mouse.click(Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2));
    await seeText(page, 'ホーム位置を保存しました。');

    // The weather service fills the new cell from the stub provider on the position event.
    await until(async () => {
      await page.goto(`${BASE_URL}/dashboard`);
      await page.locator('[data-menu="dashboard"]').waitFor();
      const t = page.locator('[data-testid="header-temperature"]');
      await t.filter({ hasText: '℃' }).waitFor({ timeout: 3000 }).catch(() => undefined);
      return /^-?\d+(\.\d)?℃$/.test(await t.innerText());
    }, 60000);
    await screenshot(page, 'weather-01-header-temperature');
  });

  it('shows the weather widget on the dashboard', async () => {
    const widget = page.locator('[data-testid="weather-widget"]');
    await widget.waitFor({ timeout: 20000 });
    await page.locator('[data-testid="weather-widget-row"]').nth(3).waitFor();
    expect(await page.locator('[data-testid="weather-widget-row"]').count()).toBe(4);
    expect(await page.locator('[data-testid="weather-widget-row"]').first().innerText()).toContain('今日');
    await widget.scrollIntoViewIfNeeded();
    await screenshot(page, 'weather-02-dashboard-widget');
  });

  it('the weather screen: the 7-day table, today and tomorrow hour by hour, and both charts', async () => {
    await open(page, '/weather', 'weather');
    const headers = page.locator('.ant-table-thead [data-testid="weather-day-header"]');
    await headers.first().waitFor();
    const labels = [...new Set(await headers.allInnerTexts())];
    expect(labels).toHaveLength(7);
    expect(labels[0]).toBe('今日');
    // Every day of the table has its weather and temperatures (once the forecast is in: the table spins until then).
    await page.locator('[data-testid="weather-daily-table"]').filter({ hasText: /晴れ|くもり|雨|雪|みぞれ/ }).waitFor({ timeout: 20000 });
    const dailyText = await page.locator('[data-testid="weather-daily-table"]').innerText();
    expect(dailyText).toMatch(/晴れ|くもり|雨|雪|みぞれ/);
    await page.locator('[data-testid="weather-hourly-today"] th', { hasText: '時' }).first().waitFor();
    expect(await page.locator('[data-testid="weather-hourly-tomorrow"] th', { hasText: '23時' }).count()).toBeGreaterThan(0);
    await page.locator('[data-testid="weather-average-chart"] canvas').first().waitFor({ timeout: 20000 });
    await page.locator('[data-testid="weather-precipitation-chart"] canvas').first().waitFor();
    expect(await page.locator('[data-testid="weather-stale"]').count()).toBe(0);
    await chartsDrawn(page);
    await screenshot(page, 'weather-03-weather-screen');
  });

  it('adds a 積算温度 setting and sees its chart, pie and 到達予測', async () => {
    await open(page, '/weather/settings/show', 'weather-settings');
    await page.locator('[data-testid="weather-setting-add"]').click();
    await page.locator('[data-testid="weather-setting-add-page"]').waitFor();
    const save = page.locator('[data-testid="setting-save"]');
    expect(await save.isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="setting-basetemp"]').inputValue()).toBe('0');
    expect(await page.locator('[data-testid="setting-correction"]').inputValue()).toBe('0');
    // A bad target shows the rule's message and keeps 登録 disabled.
    await page.locator('[data-testid="setting-name"]').fill(SETTING);
    await page.locator('[data-testid="setting-target"]').fill('10000');
    await seeText(page, '1から9999までの数値を入力してください。');
    await page.locator('[data-testid="setting-target"]').fill('1000');
    await page.locator('[data-testid="setting-basetemp"]').fill('10');
    // Started 1 January, so the days already past count from the archive the service filled.
    const date = page.locator('input[data-testid="setting-date"], [data-testid="setting-date"] input').first();
    await date.click();
    await date.fill(`${year}/01/01`);
    await date.press('Enter');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="setting-save"]') as HTMLButtonElement).disabled);
    await screenshot(page, 'weather-04-setting-add');
    await save.click();
    await seeText(page, '登録しました。');
    await page.waitForURL(`${BASE_URL}/weather/settings/show`);
    const row = page.locator('[data-testid="weather-setting-row"]', { hasText: SETTING });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${year}/01/01`);
    await screenshot(page, 'weather-05-settings-list');

    await open(page, '/weather', 'weather');
    const card = page.locator('[data-testid="weather-accumulation"]', { hasText: SETTING });
    await card.waitFor({ timeout: 20000 });
    await page.locator('[data-testid="weather-accumulation-chart-0"] canvas').first().waitFor({ timeout: 20000 });
    await page.locator('[data-testid="weather-accumulation-pie-0"] canvas').first().waitFor();
    const prediction = await page.locator('[data-testid="weather-prediction"]').first().innerText();
    expect(prediction).toContain('到達予測');
    expect(prediction).toMatch(/\d{4}\/\d{2}\/\d{2}|到達済み/);
    // What the screen shows is what the service computed.
    const answer = await apiCall<{ list: { settings: { name: string; sum: number; percent: number } }[] }>(
      page, 'GET', `/inasaku/weather-accumulations?from_datetime=${encodeURIComponent(`${year}-01-01T00:00:00+09:00`)}&to_datetime=${encodeURIComponent(`${year}-12-31T23:59:59+09:00`)}`,
    );
    const ours = answer.list.find((a) => a.settings.name === SETTING)!;
    expect(ours.settings.sum).toBeGreaterThan(0);
    expect(await card.innerText()).toContain(String(ours.settings.sum).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await card.scrollIntoViewIfNeeded();
    await chartsDrawn(page);
    await screenshot(page, 'weather-06-accumulation');
  });

  it('opens the weather report for this month and downloads its Excel file', async () => {
    await open(page, '/archives/weather-histories', 'weather-report');
    await seeText(page, `年次レポート / ${year}年 / 天気`);
    const monthly = page.waitForResponse((r) => r.url().includes('/inasaku/weather-histories') && r.url().includes(encodeURIComponent(`${today.slice(0, 7)}-01T00:00:00+09:00`)));
    await page.locator('[data-testid="weather-report-range"]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${month}月$`) }).click();
    const body = (await (await monthly).json()) as { data: { list: { date: string; temperature_ave: number | null }[] } };
    const days = body.data.list;
    expect(days.length).toBeGreaterThan(0);
    await page.locator('[data-testid="weather-report-temperature"] canvas').first().waitFor({ timeout: 20000 });
    await page.locator('[data-testid="weather-report-precipitation"] canvas').first().waitFor();
    await page.locator('[data-testid="weather-report-wind"] canvas').first().waitFor();
    await chartsDrawn(page);
    await screenshot(page, 'weather-07-report-month');

    const button = page.locator('[data-testid="weather-report-download"]');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="weather-report-download"]') as HTMLButtonElement).disabled);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(new RegExp(`^稲作_${year}_weather_\\d{14}\\.xlsx$`));
    fs.mkdirSync(downloadDir, { recursive: true });
    const file = path.join(downloadDir, name);
    await download.saveAs(file);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws).toBeDefined();
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['日付', '平均気温(℃)', '最低気温(℃)', '最高気温(℃)', '最大降水量(mm/h)', '最大瞬間風速(m/s)']);
    expect(ws.rowCount).toBe(days.length + 1);
    const first = ws.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(1).value as Date).toISOString().slice(0, 10)).toBe(days[0].date);
    const withAverage = days.findIndex((d) => d.temperature_ave !== null);
    expect(withAverage).toBeGreaterThanOrEqual(0);
    const cell = ws.getRow(withAverage + 2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBe(days[withAverage].temperature_ave);
  });
});

async function open(page: Page, pathName: string, testId: string) {
  await page.goto(`${BASE_URL}${pathName}`);
  await page.locator(`[data-testid="${testId}"]`).first().waitFor({ timeout: 30000 });
}

/** echarts draws lines with a short animation: screenshots wait until it has ended. */
async function chartsDrawn(page: Page) {
  await page.waitForTimeout(1500);
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('condition not met in time');
}
