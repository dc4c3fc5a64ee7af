import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { CreateSensorResponse, PagedList, SensorReading, YearlySensorSeries } from '@inasaku/contracts';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { BASE_URL, db, apiCall, launch, screenshot, signIn, signUpByApi, uniqueEmail, retry, sendReadings, waitUntil, waterFeature } from './support';

// Yearly water reports (spec 001 "Water reports") in the browser: an account with the
// water feature and two sensors whose devices sent readings over the last three days and on three
// days of last month (at 00:00 and 12:00, one 15 minutes before noon, one at 06:00 that is no
// point). The chart (/archives/water-histories) draws the 00:00 and 12:00 points of the current
// month per sensor (read back from echarts' tooltip), switches month and full year; the sensor
// table (/archives/water-histories/sensor) lists the points newest first, 10 then すべてを見る, and
// downloads them as Excel (opened with exceljs). An account without readings sees the empty
// message. The access log records menu codes 04–09 and 28 for the archive pages (side menu and
// hub), and a year change on an archive page reloads it in place (spec 000 §4.2, §7).
const PASSWORD = 'Tanbo2026';
const CONTEXT = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 900 }, acceptDownloads: true };
const HOUR = 3600_000;
const JST = 9 * HOUR;
const STAMP = Date.now() % 1_000_000;
const SENSOR_A = { id: `E2E-WA-${STAMP}`, name: '東の田' };
const SENSOR_B = { id: `E2E-WB-${STAMP}`, name: '西の田' };

/** Wall-clock parts of an instant at +0900. */
const jst = (t: number) => {
  const d = new Date(t + JST);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
};
/** 'YYYY/MM/DD HH:mm' at +0900, as the table shows it. */
const shown = (t: number) => {
  const p = jst(t);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}/${two(p.month)}/${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Sent {
  sensor: typeof SENSOR_A;
  /** when the device measured */
  at: number;
  level: number;
  temperature: number;
  /** false: a reading that is no 00:00 or 12:00 point */
  point: boolean;
}

/** The readings of both sensors (see the header). */
function plan(now: number): Sent[] {
  const sent: Sent[] = [];
  // The 00:00 and 12:00 (+0900) instants of the last 72 hours, oldest first.
  const recent: number[] = [];
  for (let t = Math.ceil((now - 72 * HOUR + JST) / (12 * HOUR)) * 12 * HOUR - JST; t <= now - 60_000; t += 12 * HOUR) recent.push(t);
  recent.forEach((t, i) => {
    // The second noon is measured 15 minutes early: still that noon's point.
    const early = jst(t).hour === 12 && recent.filter((u, j) => j <= i && jst(u).hour === 12).length === 2;
    sent.push({ sensor: SENSOR_A, at: early ? t - 15 * 60_000 : t, level: round1(6 + i * 0.5), temperature: round1(18 + i * 0.5), point: true });
    sent.push({ sensor: SENSOR_B, at: t, level: round1(3 + i * 0.5), temperature: round1(21 + i * 0.5), point: true });
    if (t + 6 * HOUR < now - 60_000) sent.push({ sensor: SENSOR_A, at: t + 6 * HOUR, level: 99.9, temperature: 40, point: false });
  });
  // Days 10–12 of last month (this year only; in January last month is another year).
  const { year, month } = jst(now);
  if (month > 1) {
    let j = 0;
    for (const day of [10, 11, 12]) {
      for (const hour of [0, 12]) {
        sent.push({ sensor: SENSOR_A, at: Date.UTC(year, month - 2, day, hour) - JST, level: 30 + j, temperature: round1(10 + j * 0.5), point: true });
        j += 1;
      }
    }
  }
  return sent;
}

describe('reports: the yearly water chart and sensor table, access log and year change of the archive pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('water-report');
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-water-report-e2e-'));
  const now = Date.now();
  const { year, month } = jst(now);
  const sent = plan(now);
  const points = sent.filter((r) => r.point && jst(r.at).year === year);
  const pointsOf = (sensor: typeof SENSOR_A, m?: number) =>
    points.filter((r) => r.sensor === sensor && (!m || jst(r.at).month === m)).sort((a, b) => a.at - b.at);

  beforeAll(async () => {
    browser = await launch();
    await signUpByApi(email, PASSWORD);
    context = await browser.newContext(CONTEXT);
    page = await context.newPage();
    await signIn(page, email, PASSWORD);
    // The operator's switch, the README's way (npm run water-feature); the session sees it on the next load.
    waterFeature(email, 'on');
    await page.reload();
    await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });

    const tokens = new Map<string, string>();
    for (const [i, s] of [SENSOR_A, SENSOR_B].entries()) {
      // The water service learns of the feature within a few seconds.
      const created = await retry(() => apiCall<CreateSensorResponse>(page, 'POST', '/api/sensor', { lat: 37.06 + i / 100, lon: 138.87, sensor_id: s.id, sensor_name: s.name }), 'the sensor to be registered');
      expect(created.result).toBe('0');
      tokens.set(s.id, created.device_token!);
    }
    for (const s of [SENSOR_A, SENSOR_B]) {
      const mine = sent.filter((r) => r.sensor === s);
      const res = await sendReadings(s.id, tokens.get(s.id)!, mine.map((r) => ({ measured_at: new Date(r.at).toISOString(), water_level: r.level, water_temperature: r.temperature })));
      expect(res).toMatchObject({ status: 200, body: { accepted: mine.length, refused: [] } });
    }
    // Stored asynchronously (ingest -> stream -> water): wait until the year's points are all there.
    await waitUntil(async () => {
      const table = await apiCall<PagedList<SensorReading>>(page, 'GET', `/api/sensor/histories?year=${year}`);
      return table.total_count === points.length;
    }, 'the readings to be stored');
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  const tid = (id: string) => page.locator(`[data-testid="${id}"]`);
  const yearlyAnswer = (m: number | null) => page.waitForResponse((r) => {
    if (!r.url().includes('/api/sensor/sensor-data-histories')) return false;
    const q = new URL(r.url()).searchParams;
    return q.get('year') === String(year) && q.get('month') === (m === null ? null : String(m));
  }, { timeout: 30000 });
  const listOf = async (r: Response) => ((await r.json()) as { data: { list: YearlySensorSeries[] } }).data.list;
  const expectSeries = (list: YearlySensorSeries[], m?: number) => {
    expect(list.map((s) => [s.sensor_id, s.sensor_name])).toEqual([[SENSOR_A.id, SENSOR_A.name], [SENSOR_B.id, SENSOR_B.name]]);
    for (const [i, s] of [SENSOR_A, SENSOR_B].entries()) {
      expect(list[i].points.map((p) => [p.datetime.slice(0, 16).replace(/-/g, '/').replace('T', ' '), p.water_level, p.water_temperature]))
        .toEqual(pointsOf(s, m).map((r) => [shown(r.at), r.level, r.temperature]));
    }
  };

  it('the water chart: the current month by default, the 00:00 and 12:00 points per sensor drawn; month and full-year switch', async () => {
    await openArchivesMenu(page);
    const answer = yearlyAnswer(month);
    await page.locator('[data-menu="archives-water"]').click();
    await page.waitForURL('**/archives/water-histories');
    expectSeries(await listOf(await answer), month);
    expect(await tid('water-report').locator('.ant-card-head-title').innerText()).toBe(`年次レポート / ${year}年 / 水位`);
    expect(await tid('water-report-range').innerText()).toContain(`${month}月`);
    await tid('water-report-level').locator('canvas').first().waitFor({ timeout: 30000 });
    await tid('water-report-temperature').locator('canvas').first().waitFor();
    // What echarts drew: its axis tooltip over the plot gives each sensor's value at the nearest point.
    const drawn = await tooltipValues(page, 'water-report-level');
    expect(drawn.get(SENSOR_A.name)?.size).toBeGreaterThan(0);
    expect(drawn.get(SENSOR_B.name)?.size).toBeGreaterThan(0);
    expect([...drawn.get(SENSOR_A.name)!].every((v) => pointsOf(SENSOR_A, month).some((r) => r.level === v))).toBe(true);
    expect([...drawn.get(SENSOR_B.name)!].every((v) => pointsOf(SENSOR_B, month).some((r) => r.level === v))).toBe(true);
    const temps = await tooltipValues(page, 'water-report-temperature');
    expect([...(temps.get(SENSOR_A.name) ?? [])].every((v) => pointsOf(SENSOR_A, month).some((r) => r.temperature === v))).toBe(true);
    expect(temps.get(SENSOR_A.name)?.size).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toContain('紐づく水位データはありません。');
    await screenshot(page, 'reports-water-01-chart-month');

    if (month > 1) {
      const previous = yearlyAnswer(month - 1);
      await chooseOption(page, 'water-report-range', `${month - 1}月`);
      expectSeries(await listOf(await previous), month - 1);
      await page.waitForTimeout(800);
      const lastMonth = await tooltipValues(page, 'water-report-level');
      expect(lastMonth.get(SENSOR_A.name)?.size).toBeGreaterThan(0);
      expect([...lastMonth.get(SENSOR_A.name)!].every((v) => pointsOf(SENSOR_A, month - 1).some((r) => r.level === v))).toBe(true);
      expect(lastMonth.has(SENSOR_B.name)).toBe(false);
      await screenshot(page, 'reports-water-02-chart-last-month');
    }
    const full = yearlyAnswer(null);
    await chooseOption(page, 'water-report-range', '通年');
    expectSeries(await listOf(await full));
    await page.waitForTimeout(800);
    await screenshot(page, 'reports-water-03-chart-year');
  });

  it('the sensor table: the points newest first, 10 then すべてを見る, Excel with number and date cells, back to the chart', async () => {
    await tid('water-report-table').click();
    await page.waitForURL('**/archives/water-histories/sensor');
    const rows = tid('water-sensor-row');
    await rows.first().waitFor({ timeout: 30000 });
    const newestFirst = [...points].sort((a, b) => b.at - a.at || a.sensor.id.localeCompare(b.sensor.id));
    expect(newestFirst.length).toBeGreaterThan(10);
    expect(await rows.count()).toBe(10);
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim());
    const expected = (r: Sent, i: number) => [String(i + 1), r.sensor.id, r.sensor.name, shown(r.at), r.level.toFixed(1), r.temperature.toFixed(1)];
    expect(await cells(0)).toEqual(expected(newestFirst[0], 0));
    expect(await cells(9)).toEqual(expected(newestFirst[9], 9));
    expect((await tid('water-sensor-report').innerText())).not.toContain('99.9');
    await screenshot(page, 'reports-water-04-table');
    await tid('water-sensor-see-all').click();
    await waitUntil(async () => (await rows.count()) === newestFirst.length, 'every row to show');
    expect(await cells(newestFirst.length - 1)).toEqual(expected(newestFirst[newestFirst.length - 1], newestFirst.length - 1));
    expect(await tid('water-sensor-see-all').count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), tid('water-sensor-download').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^稲作_${year}_sensor_\\d{14}\\.xlsx$`));
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).values).toEqual([undefined, '#', 'センサー製品ID', 'センサー名', '計測日時', '水位（cm）', '水温（℃）']);
    expect(ws.rowCount).toBe(1 + newestFirst.length);
    for (const i of [0, newestFirst.length - 1]) {
      const r = newestFirst[i];
      const row = ws.getRow(2 + i);
      const p = jst(r.at);
      expect(row.getCell(1).value).toBe(i + 1);
      expect(row.getCell(2).value).toBe(r.sensor.id);
      expect(row.getCell(3).value).toBe(r.sensor.name);
      // A date cell holding the +0900 wall time.
      expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(4).value).toEqual(new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)));
      expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(5).value).toBe(r.level);
      expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(6).value).toBe(r.temperature);
    }
    const levels: unknown[] = [];
    ws.eachRow((row, n) => n > 1 && levels.push(row.getCell(5).value));
    expect(levels).not.toContain(99.9);
    await screenshot(page, 'reports-water-05-table-all');

    await tid('water-sensor-back').click();
    await page.waitForURL('**/archives/water-histories');
    await tid('water-report-level').waitFor();
  });

  it('an account without readings sees the empty message on the chart and the table', async () => {
    const other = uniqueEmail('water-report-empty');
    await signUpByApi(other, PASSWORD);
    const ctx = await browser.newContext(CONTEXT);
    const p = await ctx.newPage();
    await signIn(p, other, PASSWORD);
    waterFeature(other, 'on');
    await p.reload();
    await p.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
    await retry(() => apiCall(p, 'GET', '/api/sensor/all'), 'the water service to see the feature');
    await p.goto(`${BASE_URL}/archives/water-histories`);
    await p.getByText('紐づく水位データはありません。', { exact: true }).first().waitFor({ timeout: 30000 });
    await screenshot(p, 'reports-water-06-chart-empty');
    await p.locator('[data-testid="water-report-table"]').click();
    await p.waitForURL('**/archives/water-histories/sensor');
    await p.locator('[data-testid="water-sensor-report"]').getByText('紐づく水位データはありません。', { exact: true }).waitFor({ timeout: 30000 });
    expect(await p.locator('[data-testid="water-sensor-row"]').count()).toBe(0);
    expect(await p.locator('[data-testid="water-sensor-download"]').isDisabled()).toBe(true);
    await screenshot(p, 'reports-water-07-table-empty');
    // A sensor that has sent nothing yet: still no rows, the same message.
    const created = await apiCall<CreateSensorResponse>(p, 'POST', '/api/sensor', { lat: 37.1, lon: 138.9, sensor_id: `E2E-WE-${STAMP}`, sensor_name: '南の田' });
    expect(created.result).toBe('0');
    await p.reload();
    await p.locator('[data-testid="water-sensor-report"]').getByText('紐づく水位データはありません。', { exact: true }).waitFor({ timeout: 30000 });
    expect(await p.locator('[data-testid="water-sensor-row"]').count()).toBe(0);
    await ctx.close();
  });

  it('opening the archive pages logs menu codes 04–09 and 28 (side menu and hub)', async () => {
    const codes: [string, string, string, string][] = [
      // menu key, hub button, path, code
      ['archives-work-paddy', 'paddy', '/archives/work-histories/paddy', '04'],
      ['archives-work-notpaddy', 'notPaddy', '/archives/work-histories/notpaddy', '05'],
      ['archives-informations', 'informations', '/archives/informations', '06'],
      ['archives-logs', 'logs', '/archives/logs', '07'],
      ['archives-weather', 'weather', '/archives/weather-histories', '08'],
      ['archives-water-gate', 'gate', '/archives/water-gate', '09'],
      ['archives-water', 'water', '/archives/water-histories', '28'],
    ];
    const before = await menuLogs(email);
    await page.goto(`${BASE_URL}/dashboard`);
    await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
    await openArchivesMenu(page);
    for (const [key, , route] of codes) {
      await page.locator(`[data-menu="${key}"]`).click();
      await page.waitForURL(`**${route}`);
    }
    for (const [, hub, route] of codes) {
      await page.goto(`${BASE_URL}/archives`);
      await tid(`archives-hub-${hub}`).click();
      await page.waitForURL(`**${route}`);
    }
    await screenshot(page, 'reports-water-08-last-archive-page');
    await waitUntil(async () => {
      const after = await menuLogs(email);
      return codes.every(([, , , code]) => (after.get(code) ?? 0) - (before.get(code) ?? 0) === 2);
    }, 'two access-log rows (ope 0) per archive menu code', 20000);
  });

  it('a year change on an archive page reloads it in place and logs its menu code', async () => {
    const last = year - 1;
    await addPastYear(email, last);
    await page.goto(`${BASE_URL}/archives/water-histories`);
    await tid('water-report-level').waitFor({ timeout: 30000 });
    const before = await menuLogs(email);

    const reread = page.waitForResponse((r) => r.url().includes('/api/sensor/sensor-data-histories') && new URL(r.url()).searchParams.get('year') === String(last), { timeout: 30000 });
    await chooseYear(page, last);
    expect((await listOf(await reread)).every((s) => s.points.length === 0)).toBe(true);
    expect(page.url()).toBe(`${BASE_URL}/archives/water-histories`);
    await waitUntil(async () => (await tid('water-report').locator('.ant-card-head-title').innerText()) === `年次レポート / ${last}年 / 水位`, 'the title to show last year');
    await page.waitForTimeout(800);
    expect((await tooltipValues(page, 'water-report-level')).size).toBe(0);
    await screenshot(page, 'reports-water-09-year-change-water');

    // Another archive page: the field work report follows the year back, on the same path.
    const paddyTitle = () => tid('work-report-paddy').locator('.ant-card-head-title').first().innerText().catch(() => '');
    await page.goto(`${BASE_URL}/archives/work-histories/paddy`);
    await waitUntil(async () => (await paddyTitle()) === `年次レポート / ${last}年 / 作業実績`, 'the paddy report of last year');
    // Opening the page by its URL logs 04 too: the year change is counted from here.
    await waitUntil(async () => ((await menuLogs(email)).get('04') ?? 0) > (before.get('04') ?? 0), 'the opening of the paddy report to be logged');
    const beforePaddyYear = await menuLogs(email);
    await chooseYear(page, year);
    expect(page.url()).toBe(`${BASE_URL}/archives/work-histories/paddy`);
    await waitUntil(async () => (await paddyTitle()) === `年次レポート / ${year}年 / 作業実績`, 'the paddy report of this year');
    await screenshot(page, 'reports-water-10-year-change-paddy');

    await waitUntil(async () => {
      const after = await menuLogs(email);
      return (after.get('28') ?? 0) - (before.get('28') ?? 0) === 1 && (after.get('04') ?? 0) - (beforePaddyYear.get('04') ?? 0) === 1;
    }, 'one access-log row for each year change, under the page menu code', 20000);
  });
});

/** Opens 年次レポート and its 作業実績 group in the side menu (they stay open while navigating). */
async function openArchivesMenu(page: Page) {
  for (const title of ['年次レポート', '作業実績']) {
    const head = page.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${title}$`) }).first();
    const group = head.locator('xpath=..');
    if (!((await group.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) await head.click();
    await page.waitForTimeout(300);
  }
}

/** Picks an option of an antd Select; its list is virtual, so it is wheeled up, then down, until the option is there. */
async function chooseOption(page: Page, testId: string, label: string) {
  await page.locator(`[data-testid="${testId}"]`).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const option = dropdown.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) }).first();
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  const box = (await dropdown.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (const dy of [...Array(8).fill(-120), ...Array(16).fill(120)]) {
    if (await option.isVisible()) break;
    await page.mouse.wheel(0, dy);
    await page.waitForTimeout(120);
  }
  await option.click();
}

async function chooseYear(page: Page, year: number) {
  await page.locator('[data-testid="year-select"]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${year}年` }).first().click();
}

/**
 * Hovers across the plot area of an echarts chart and reads its axis tooltip each time:
 * per series name, the values shown.
 */
async function tooltipValues(page: Page, testId: string): Promise<Map<string, Set<number>>> {
  const chart = page.locator(`[data-testid="${testId}"]`);
  const box = (await chart.boundingBox())!;
  const names = [SENSOR_A.name, SENSOR_B.name];
  const seen = new Map<string, Set<number>>(names.map((n) => [n, new Set<number>()]));
  // The option's grid: 48 px left, 16 px right, 56 px top and bottom.
  for (let x = box.x + 52; x < box.x + box.width - 18; x += Math.max(8, (box.width - 70) / 40)) {
    await page.mouse.move(x, box.y + box.height / 2);
    await page.waitForTimeout(60);
    // One line per series: its name, then its value (last; a time may come before it).
    const lines = (await chart.innerText()).split('\n');
    lines.forEach((line, i) => {
      for (const n of names) {
        const at = line.indexOf(n);
        if (at < 0) continue;
        const rest = line.slice(at + n.length).trim() || (lines[i + 1] ?? '');
        const value = rest.match(/-?\d+(?:\.\d+)?/g)?.pop();
        if (value !== undefined) seen.get(n)!.add(Number(value));
      }
    });
  }
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  for (const n of names) if (seen.get(n)!.size === 0) seen.delete(n);
  return seen;
}

/** ope-0 access-log rows of the account per menu code. */
async function menuLogs(email: string): Promise<Map<string, number>> {
  return db(async (c) => {
    const { rows } = await c.query<{ menu: string; n: number }>(
      `SELECT l.menu, count(*)::int AS n FROM account.access_logs l JOIN account.users u ON u.account_id = l.account_id
       WHERE u.email = $1 AND l.ope = '0' GROUP BY l.menu`,
      [email],
    );
    return new Map(rows.map((r) => [r.menu.trim(), r.n]));
  });
}

/** Adds a past management period straight in the account schema (no UI creates past years). */
async function addPastYear(email: string, year: number) {
  await db((c) =>
    c.query(
      `INSERT INTO account.managements (management_id, account_id, start_datetime, year)
       SELECT gen_random_uuid(), account_id, $2::timestamptz, $3 FROM account.users WHERE email = $1`,
      [email, `${year}-01-01T00:00:00+09:00`, year],
    ),
  );
}

