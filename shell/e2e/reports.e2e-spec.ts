import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Item, MediaUpload, PaddyField, Season } from '@inasaku/contracts';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, apiCall, launch, screenshot, uniqueEmail, signedInPage } from './support';

// Yearly reports: work recorded on three fields (one twice, one with a photo) and one
// non-field entry, then the field work report (summary rows, (1) (2) groups, 全項目表示,
// ほ場外作業表示), its Excel opened with exceljs, the image Excel export (the same columns, the photos in their cells),
// and the announcements, work log and water-gate log reports.
const PASSWORD = 'Tanbo2026';
const SEASON = '報告テスト';
// Names no starting season uses, so that the groups of the account's starting items cannot be mistaken for them.
const ITEM = '報告追肥';
const OUT_SEASON = '報告外作業';
const OUT_ITEM = '草刈機整備';

describe('reports: the yearly reports and their Excel files', () => {
  let browser: Browser;
  let page: Page;
  let item: Item;
  let outItem: Item;
  const fields: PaddyField[] = [];
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-reports-e2e-'));

  const detailId = (it: Item, name: string) => it.item_details.find((d) => d.item_detail_name === name)!.item_detail_id;

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await signedInPage(browser, uniqueEmail('reports'), PASSWORD, {
      context: { viewport: { width: 1400, height: 900 }, acceptDownloads: true },
      tiles: false,
    }));

    const season = await apiCall<Season>(page, 'POST', '/inasaku/seasons', { season_name: SEASON, color: '#BC5A40' });
    const fixed = [
      { item_detail_name: '実施日', item_detail_type: 'date', display_flg: true },
      { item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users', display_flg: false },
    ];
    item = await apiCall<Item>(page, 'POST', '/inasaku/items', {
      season_id: season.season_id, item_name: ITEM, item_pattern: '1', item_area_total: '100',
      item_details: [...fixed,
        { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true, display_flg: true },
        { item_detail_name: '備考', item_detail_type: 'string', display_flg: false }],
    });
    const outSeason = await apiCall<Season>(page, 'POST', '/inasaku/seasons', { season_name: OUT_SEASON, is_not_paddy_field_item: true });
    outItem = await apiCall<Item>(page, 'POST', '/inasaku/items', {
      season_id: outSeason.season_id, item_name: OUT_ITEM, item_pattern: '1',
      item_details: [...fixed, { item_detail_name: '機械名', item_detail_type: 'string', display_flg: true }],
    });

    const created = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', {
      paddy_fields: [0, 1, 2].map((i) => ({ map_pos: `37.06${i},138.87${i}` })),
    });
    for (const [i, f] of created.entries()) {
      fields.push(await apiCall<PaddyField>(page, 'PUT', '/inasaku/paddy-fields', { paddy_field_id: f.paddy_field_id, name: ['一の田', '二の田', '三の田'][i], area: ['10', '20', '5'][i] }));
    }
    // A photo made by the browser itself, uploaded like the work input does.
    await page.setContent('<div style="width:64px;height:48px;background:#4caf50"></div>');
    const png = await page.screenshot({ clip: { x: 8, y: 8, width: 64, height: 48 } });
    const upload = await page.request.post(`${BASE_URL}/media`, {
      headers: { 'X-Requested-With': 'e2e' },
      multipart: { purpose: 'work', file: { name: 'tanbo.png', mimeType: 'image/png', buffer: png } },
    });
    const photo = ((await upload.json()) as { data: { list: MediaUpload[] } }).data.list[0].path;

    const record = (fieldIdx: number[], date: string, amount: string, extra: { note?: string; photo?: boolean } = {}) =>
      apiCall(page, 'POST', '/inasaku/work-histories', {
        work_histories: fieldIdx.map((i) => ({
          paddy_field_id: fields[i].paddy_field_id, item_id: item.item_id, image_paths: extra.photo ? [photo] : [],
          work_items: { [detailId(item, '実施日')]: date, [detailId(item, '作業者')]: '山田', [detailId(item, '施用量')]: amount, ...(extra.note ? { [detailId(item, '備考')]: extra.note } : {}) },
        })),
      });
    await record([0, 1, 2], '2026-05-01', '30', { photo: true });
    await record([0], '2026-05-20', '12.5', { note: '追加分' });
    await apiCall(page, 'POST', '/inasaku/global-work-histories', {
      work_history: { item_id: outItem.item_id, work_items: { [detailId(outItem, '実施日')]: '2026-04-10', [detailId(outItem, '作業者')]: '佐藤', [detailId(outItem, '機械名')]: '草刈機' } },
    });
    await apiCall(page, 'POST', '/api/informations', { title: '田植えのお知らせ', contents: '5月1日に田植えをします。' });
    await apiCall(page, 'POST', '/inasaku/watergate/supply', {
      paddy_field_ids: [fields[0].paddy_field_id], water_gate_status: 2, water_gate_time: '2026-06-01T07:30:00+09:00', water_gate_worker: '山田',
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const groupTitles = () => page.locator('[data-testid="report-group"]').allInnerTexts();
  const headers = () => page.locator('[data-testid="work-report-table"] th').allInnerTexts();

  it('opens the field work report from the hub: summary rows, (1) (2) groups, fields in order', async () => {
    await page.goto(`${BASE_URL}/archives`);
    await page.locator('[data-testid="archives-hub-paddy"]').click();
    await page.waitForURL('**/archives/work-histories/paddy');
    await page.locator('[data-testid="report-row"]').nth(2).waitFor({ timeout: 30000 });
    expect(await groupTitles()).toEqual(expect.arrayContaining([`${ITEM}(1)`, `${ITEM}(2)`]));
    expect(await headers()).toEqual(expect.arrayContaining([SEASON, '施用量(kg)', '施用量(kg/10a当り)', '画像']));
    expect(await headers()).not.toContain('備考');
    const summary = await page.locator('[data-testid="report-summary-row"]').allInnerTexts();
    expect(summary[0]).toContain('開始日');
    expect(summary[0]).toContain('2026/05/01');
    expect(summary[1]).toContain('終了日');
    expect(summary[1]).toContain('2026/05/20');
    const rows = await page.locator('[data-testid="report-row"]').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/).slice(0, 2).join(''))).toEqual(['1一の田', '2二の田', '3三の田']);
    expect(rows[0]).toContain('12.5');
    await screenshot(page, 'reports-01-paddy');

    // The 有 cell opens the photo.
    await page.locator('[data-testid="report-image-link"]').first().click();
    await page.locator('[data-testid="report-images-list"] img').first().waitFor();
    await screenshot(page, 'reports-02-image-viewer');
    await page.keyboard.press('Escape');
  });

  it('全項目表示 shows the hidden details and ほ場外作業表示 the non-field rows', async () => {
    await page.getByText('全項目表示', { exact: true }).click();
    await page.locator('[data-testid="work-report-table"] th', { hasText: '備考' }).first().waitFor();
    expect(await page.locator('[data-testid="report-row"]').first().innerText()).toContain('追加分');
    await page.getByText('ほ場外作業表示', { exact: true }).click();
    await page.locator('[data-testid="report-row"]').nth(3).waitFor();
    const last = await page.locator('[data-testid="report-row"]').nth(3).innerText();
    expect(last).toContain('ほ場外作業');
    expect(last).toContain('草刈機');
    expect(await groupTitles()).toContain(`${OUT_ITEM}(1)`);
    await screenshot(page, 'reports-03-all-items-outside');
    await page.getByText('全項目表示', { exact: true }).click();
    await page.getByText('ほ場外作業表示', { exact: true }).click();
  });

  it('downloads the report as Excel: Sheet1, the header rows, values and number cells', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="report-download"]').click()]);
    expect(download.suggestedFilename()).toMatch(/^稲作_\d{4}_history_\d{14}\.xlsx$/);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getCell('A1').value).toBe('番号');
    expect(ws.getCell('B1').value).toBe('ほ場名');
    const row2 = ws.getRow(2).values as unknown[];
    const row3 = ws.getRow(3).values as unknown[];
    const group1 = row2.indexOf(`${ITEM}(1)`);
    const group2 = row2.indexOf(`${ITEM}(2)`);
    expect(group1).toBeGreaterThan(2);
    expect(group2).toBeGreaterThan(group1);
    expect(row3[group1]).toBe('実施日');
    expect(row3[group1 + 1]).toBe('施用量(kg)');
    expect(row3[group1 + 2]).toBe('施用量(kg/10a当り)');
    expect(ws.getRow(1).getCell(group1).value).toBe(SEASON);
    // Rows 4 and 5 are 開始日 / 終了日, then the fields.
    expect(ws.getCell('B4').value).toBe('開始日');
    expect(ws.getRow(4).getCell(group1).value).toEqual(new Date(Date.UTC(2026, 4, 1)));
    expect(ws.getRow(5).getCell(group1).value).toEqual(new Date(Date.UTC(2026, 4, 20)));
    const first = ws.getRow(6);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(2).value).toBe('一の田');
    expect(first.getCell(group1 + 1).value).toBe(30);
    expect(first.getCell(group1 + 1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(group1 + 2).value).toBe(30);
    expect(first.getCell(group1 + 3).value).toBe('有');
    expect(first.getCell(group2 + 1).value).toBe(12.5);
    expect(ws.getRow(7).getCell(group1 + 2).value).toBe(15);
  });

  it('builds the image Excel on the server with a progress bar and downloads it with the photo embedded', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60000 }),
      page.locator('[data-testid="report-download-images"]').click(),
    ]);
    await page.locator('[data-testid="image-export-done"]').waitFor({ timeout: 30000 });
    await screenshot(page, 'reports-04-image-export');
    expect(download.suggestedFilename()).toMatch(/^稲作_\d{4}_history_\d{14}\.xlsx$/);
    const file = path.join(downloads, `images-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet('Sheet1')!;
    // The report's columns as on screen (both checkboxes off again): the plain export's header rows.
    const plain = new ExcelJS.Workbook();
    await plain.xlsx.readFile(path.join(downloads, fs.readdirSync(downloads).find((f) => !f.startsWith('images-'))!));
    for (const r of [1, 2, 3]) expect(ws.getRow(r).values).toEqual(plain.getWorksheet('Sheet1')!.getRow(r).values);
    const group1 = (ws.getRow(2).values as unknown[]).indexOf(`${ITEM}(1)`);
    expect((ws.getRow(3).values as unknown[]).slice(group1, group1 + 4)).toEqual(['実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    expect([6, 7, 8].map((r) => ws.getRow(r).getCell(2).value)).toEqual(['一の田', '二の田', '三の田']);
    expect(ws.getRow(6).getCell(group1 + 1).type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getRow(6).getCell(group1 + 1).value).toBe(30);
    // Each field's photo in its 画像 cell (0-based anchors), in the field's row.
    expect(ws.getImages().map((i) => [i.range.tl.nativeCol, i.range.tl.nativeRow])).toEqual([[group1 + 2, 5], [group1 + 2, 6], [group1 + 2, 7]]);

    // The file is the account's only: without the session it is refused.
    const href = await page.locator('[data-testid="image-export-link"]').getAttribute('href');
    expect(href).toMatch(/^\/media\/exports\/[0-9a-f-]{36}$/);
    expect((await page.request.get(`${BASE_URL}${href}`)).status()).toBe(200);
    expect((await fetch(`${BASE_URL}${href}`)).status).toBe(401);
    await page.locator('[data-testid="image-export"] .ant-modal-footer button').click();
  });

  it('shows the announcements, work log and water-gate log reports', async () => {
    await page.goto(`${BASE_URL}/archives/informations`);
    await page.locator('[data-testid="notices-report-row"]').first().waitFor({ timeout: 30000 });
    expect(await page.locator('[data-testid="notices-report-row"]').first().innerText()).toContain('田植えのお知らせ');
    await screenshot(page, 'reports-05-informations');

    await page.goto(`${BASE_URL}/archives/logs`);
    await page.locator('[data-testid="logs-report-row"]').first().waitFor({ timeout: 30000 });
    expect(await page.locator('[data-testid="logs-report-row"]').count()).toBe(3);
    await page.locator('[data-testid="logs-report-row"]').last().click();
    const detail = page.locator('[data-testid="logs-report-detail"]');
    await detail.locator('img').first().waitFor();
    expect(await detail.innerText()).toContain('30 kg');
    await screenshot(page, 'reports-06-logs');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/archives/water-gate`);
    await page.locator('[data-testid="gate-report-row"]').first().waitFor({ timeout: 30000 });
    expect(await page.locator('[data-testid="gate-report-row"]').first().innerText()).toMatch(/1\s+給水\s+全開\s+2026\/06\/01 07:30\s+山田\s+一の田/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="gate-report-download"]').click()]);
    expect(download.suggestedFilename()).toMatch(/^稲作_\d{4}_gatelog_\d{14}\.xlsx$/);
    await screenshot(page, 'reports-07-gate');
  });
});
