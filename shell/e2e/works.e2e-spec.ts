import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaddyField, PaddyFieldHistorySummary, Season, WorkHistory } from '@inasaku/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, apiCall, launch, offlineTiles, screenshot, seeText, skipOnboarding, uniqueEmail, mapBox, pinsDrawn, MAP_HOME, mapPosAt, clickPin, MAP_SPOTS, signedInPage, starterItemId } from './support';

// Work input and the work-history map: one new account whose fields are
// created through the API records work on three pins with a photo, overwrites one, records a
// non-field item, then finds, edits and deletes on the history map. Map tiles are answered locally.
const PASSWORD = 'Tanbo2026';
const SPOTS = MAP_SPOTS.map((s, i) => ({ ...s, ...[{ area: '10.5', brand: true }, { area: '20.25', brand: true }, { area: '0.3', brand: false }, { area: '5', brand: false }][i] }));
const SEASON = '施肥';
const ITEM = '元肥';
const FERTILISER = '有機一発';
const MACHINE_SEASON = 'ほ場外作業';
const MACHINE_ITEM = '機械整備';

describe('works: work input and the work-history map', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const fields: PaddyField[] = [];
  let itemId = '';
  let photo = '';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await signedInPage(browser, uniqueEmail('workinput'), PASSWORD));
    itemId = await starterItemId(page, SEASON, ITEM);

    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: MAP_HOME.lat, longitude: MAP_HOME.lng });
    const brand = await apiCall<{ brand_id: string }>(page, 'POST', '/inasaku/brands', { brand_name: 'コシヒカリ' });
    const created = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', {
      paddy_fields: SPOTS.map((s) => ({ map_pos: mapPosAt(s.dx, s.dy) })),
    });
    for (const [i, f] of created.entries()) {
      const s = SPOTS[i];
      fields.push(
        await apiCall<PaddyField>(page, 'PUT', '/inasaku/paddy-fields', {
          paddy_field_id: f.paddy_field_id, name: s.name, area: s.area, brand_id: s.brand ? brand.brand_id : null,
        }),
      );
    }
    // A small photo made by the browser itself, named with an upper-case jpeg-less extension.
    await page.setContent('<div style="width:64px;height:48px;background:linear-gradient(90deg,#4caf50,#ffeb3b)"></div>');
    photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-e2e-')), 'tanbo.PNG');
    fs.writeFileSync(photo, await page.screenshot({ clip: { x: 8, y: 8, width: 64, height: 48 } }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const summaries = () => apiCall<PaddyFieldHistorySummary[]>(page, 'GET', `/inasaku/paddy-field-histories?item_id=${itemId}`);
  const historiesOf = (i: number) => apiCall<WorkHistory[]>(page, 'GET', `/inasaku/work-histories?paddy_field_id=${fields[i].paddy_field_id}`);

  it('picks a season and an item, selects three pins, enters the details with a photo and saves', async () => {
    await open(page, '/work-histories/add', 'work-history-add');
    await pinsDrawn(page, 'work-history-add', SPOTS.length);
    await hint(page, '作業項目を選択してください');
    await screenshot(page, 'works-input-01-open');

    await choose(page, 'season-radios', SEASON);
    await choose(page, 'item-radios', ITEM);
    await hint(page, 'ほ場を選択してください');
    const map = await mapBox(page, 'work-history-add');
    for (const i of [0, 1, 2]) await clickPin(page, map, i);
    const panel = page.locator('[data-testid="selected-panel"]');
    await panel.locator('[data-testid="selected-field"]').nth(2).waitFor();
    expect(await panel.locator('[data-testid="selected-item-name"]').innerText()).toBe(ITEM);
    expect(await panel.locator('[data-testid="selected-brand"]').allInnerTexts()).toEqual(['コシヒカリ\n2枚', '-\n1枚']);
    expect(await panel.locator('[data-testid="selected-area-total"]').innerText()).toBe('31.05a');
    await screenshot(page, 'works-input-02-selected');

    await page.locator('[data-testid="input-open"]').click();
    const dlg = page.locator('[data-testid="work-input-body"]');
    await dlg.waitFor();
    expect(await page.locator('.ant-modal-title', { hasText: '作業項目入力' }).count()).toBe(1);
    expect(await dlg.locator('[data-testid="work-input-fields"]').innerText()).toContain('31.05a');
    const save = page.locator('[data-testid="work-input-save"]');
    await dlg.locator('[data-testid="user-shortcut"]').first().click();
    await dlg.locator('[data-testid="detail-肥料名"]').fill(FERTILISER);
    await dlg.locator('[data-testid="detail-施用量"]').fill('30');
    await dlg.locator('[data-testid="auto-施用量"]').filter({ hasText: '10aあたり' }).waitFor();
    await dlg.locator('[data-testid="image-input"]').setInputFiles(photo);
    await dlg.locator('[data-testid="image-preview"][data-name="tanbo.png"]').waitFor();
    await expectEnabled(save);
    await screenshot(page, 'works-input-03-dialog');
    await save.click();
    await seeText(page, '登録しました。');
    await dlg.waitFor({ state: 'detached' });

    // The selection cleared, the item still chosen; the three fields hold the entry.
    expect(await panel.locator('[data-testid="selected-field"]').count()).toBe(0);
    expect(await panel.locator('[data-testid="selected-item-name"]').innerText()).toBe(ITEM);
    const stored = await summaries();
    expect(stored.map((s) => s.paddy_field_id).sort()).toEqual(fields.slice(0, 3).map((f) => f.paddy_field_id).sort());
    const [saved] = await historiesOf(0);
    const values = Object.fromEntries(saved.work_items_merged.map((m) => [m.item_detail_name, m.value]));
    expect(values).toMatchObject({ 肥料名: FERTILISER, 施用量: '30' });
    expect(values['実施日']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(saved.image_paths).toHaveLength(1);
    expect(saved.image_paths[0]).toMatch(/\/image\/\d+\/0\.png$/);
    await screenshot(page, 'works-input-04-saved');
  });

  it('asks before overwriting a field that already has the item, then replaces its entry', async () => {
    const map = await mapBox(page, 'work-history-add');
    await clickPin(page, map, 1);
    await page.locator('[data-testid="selected-field"]').first().waitFor();
    await page.locator('[data-testid="input-open"]').click();
    const dlg = page.locator('[data-testid="work-input-body"]');
    await dlg.waitFor();
    await dlg.locator('[data-testid="user-shortcut"]').first().click();
    await dlg.locator('[data-testid="detail-肥料名"]').fill(FERTILISER);
    await dlg.locator('[data-testid="detail-施用量"]').fill('40');
    await page.locator('[data-testid="work-input-save"]').click();
    await seeText(page, 'すでに実績が登録されているほ場が選択されていますが、入力を継続しますか');
    await page.waitForTimeout(400); // the confirm's opening animation
    await screenshot(page, 'works-input-05-overwrite-confirm');
    await page.getByRole('button', { name: 'はい' }).click();
    await seeText(page, '登録しました。');
    await dlg.waitFor({ state: 'detached' });
    const list = await historiesOf(1);
    expect(list).toHaveLength(1);
    expect(list[0].work_items_merged.find((m) => m.item_detail_name === '施用量')?.value).toBe('40');
  });

  it('records a non-field item straight from the dialog', async () => {
    await choose(page, 'season-radios', MACHINE_SEASON);
    await choose(page, 'item-radios', MACHINE_ITEM);
    const dlg = page.locator('[data-testid="work-input-body"]');
    await dlg.waitFor();
    expect(await page.locator('[data-testid="selected-panel"]').count()).toBe(0);
    await dlg.locator('[data-testid="user-shortcut"]').first().click();
    await dlg.locator('[data-testid="detail-機械名"]').fill('トラクター');
    await dlg.locator('[data-testid="detail-作業内容"]').fill('オイル交換とグリスアップ');
    await screenshot(page, 'works-input-06-non-field');
    await page.locator('[data-testid="work-input-save"]').click();
    await seeText(page, '登録しました。');
    await dlg.waitFor({ state: 'detached' });
    const global = await apiCall<WorkHistory[]>(page, 'GET', '/inasaku/global-work-histories');
    expect(global.map((h) => h.item_name)).toEqual([MACHINE_ITEM]);
  });

  it('the history map shows the three fields as stored for the item', async () => {
    await open(page, '/work-histories/show', 'work-history-show');
    await pinsDrawn(page, 'work-history-show', SPOTS.length);
    await page.mouse.move(5, 5);
    const map = await mapBox(page, 'work-history-show');
    const before = await Promise.all(SPOTS.map((_, i) => pinImage(page, map, i)));
    await page.locator('[data-testid="bar-work"]').click();
    await choose(page, 'season-radios', SEASON);
    await choose(page, 'item-radios', ITEM);
    await page.locator('[data-testid="work-filter-close"]').click();
    await page.locator('[data-testid="work-filter-chip"]').filter({ hasText: ITEM }).waitFor();
    await page.waitForTimeout(300);
    const after = await Promise.all(SPOTS.map((_, i) => pinImage(page, map, i)));
    // The three fields with a 元肥 entry change to the stored look; the fourth does not.
    expect([0, 1, 2, 3].map((i) => before[i].equals(after[i]))).toEqual([false, false, false, true]);
    await screenshot(page, 'works-history-01-stored');
  });

  it('edits and deletes a history from the popup, with the photo and its zoom', async () => {
    const map = await mapBox(page, 'work-history-show');
    await clickPin(page, map, 0);
    await page.locator('[data-testid="history-panel-title"]', { hasText: SPOTS[0].name }).waitFor();
    const row = page.locator('[data-testid="history-panel"] [data-testid="history-row"]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await row.first().click();
    const popup = page.locator('[data-testid="history-popup"][data-mode="reference"]');
    await popup.waitFor();
    expect(await popup.locator('[data-testid="history-value"][data-name="肥料名"]').innerText()).toBe(FERTILISER);
    expect(await popup.locator('[data-testid="history-value"][data-name="施用量"]').innerText()).toContain('30kg');
    const thumb = popup.locator('[data-testid="history-image"] img');
    await waitImageLoaded(thumb);
    await screenshot(page, 'works-history-02-popup');
    await popup.locator('[data-testid="history-image"]').click();
    await waitImageLoaded(page.locator('[data-testid="image-zoom"]'));
    await screenshot(page, 'works-history-03-zoom');
    await page.locator('[data-testid="image-zoom-close"]').click();

    await page.locator('[data-testid="history-edit"]').click();
    const form = page.locator('[data-testid="history-popup"][data-mode="edit"]');
    await form.waitFor();
    await form.locator('[data-testid="detail-施用量"]').fill('45');
    await form.locator('[data-testid="detail-メモ"]').fill('雨の前に散布');
    await screenshot(page, 'works-history-04-edit');
    await page.locator('[data-testid="history-save"]').click();
    await form.waitFor({ state: 'detached' });
    const [edited] = await historiesOf(0);
    const values = Object.fromEntries(edited.work_items_merged.map((m) => [m.item_detail_name, m.value]));
    expect(values).toMatchObject({ 施用量: '45', メモ: '雨の前に散布', 肥料名: FERTILISER });
    expect(edited.image_paths).toHaveLength(1);

    // Save cleared the selection: select again, open, edit, delete.
    await page.locator('[data-testid="history-panel-hint"]').waitFor();
    await clickPin(page, map, 0);
    await row.first().click();
    await page.locator('[data-testid="history-edit"]').click();
    await page.locator('[data-testid="history-delete"]').click();
    await seeText(page, '削除しますか？');
    await page.getByRole('button', { name: 'はい' }).click();
    await page.locator('[data-testid="history-popup"]').waitFor({ state: 'detached' });
    expect(await historiesOf(0)).toHaveLength(0);
    await page.locator('[data-testid="history-panel-hint"]').waitFor();
    await clickPin(page, map, 0);
    await page.getByText('作業履歴はありません。').waitFor();
    await screenshot(page, 'works-history-05-deleted');
  });

  it('search finds the entries grouped per field and ほ場外作業; a group header centres the map', async () => {
    await page.locator('[data-testid="bar-search"]').click();
    const panel = page.locator('[data-testid="search-panel"]');
    await panel.waitFor();
    await panel.locator('[data-testid="search-submit"]').click();
    await panel.getByText('検索文字列は必須項目です。').waitFor();

    await panel.locator('[data-testid="search-text"]').fill(FERTILISER);
    await panel.locator('[data-testid="search-submit"]').click();
    const groups = panel.locator('[data-testid="search-group"]');
    await groups.nth(1).waitFor();
    const titles = await groups.locator('[data-testid="search-group-header"]').allInnerTexts();
    expect(titles).toHaveLength(2);
    expect(titles.join(' ')).toContain(SPOTS[1].name);
    expect(titles.join(' ')).toContain(SPOTS[2].name);
    // Each hit says what it was found by.
    expect(await panel.locator('[data-testid="history-row-note"]').first().innerText()).toBe(`肥料名: ${FERTILISER}`);
    await groups.filter({ hasText: SPOTS[2].name }).locator('[data-testid="search-group-header"]').click();
    await page.waitForTimeout(600);
    await screenshot(page, 'works-history-06-search');

    await panel.locator('[data-testid="search-text"]').fill('トラクター');
    await panel.locator('[data-testid="search-submit"]').click();
    await groups.filter({ hasText: 'ほ場外作業' }).filter({ hasText: MACHINE_ITEM }).waitFor();
    expect(await panel.locator('[data-testid="history-row-note"]').first().innerText()).toBe('機械名: トラクター');

    await panel.locator('[data-testid="search-text"]').fill('該当しない言葉');
    await panel.locator('[data-testid="search-submit"]').click();
    await panel.getByText('検索条件と一致する作業履歴が見つかりません。').waitFor();
    await screenshot(page, 'works-history-07-no-hits');
    await panel.locator('[data-testid="search-panel-close"]').click();
  });

  it('lists the non-field item, shows the area totals and draws a worker trail', async () => {
    await page.locator('[data-testid="bar-work"]').click();
    await choose(page, 'season-radios', MACHINE_SEASON);
    await choose(page, 'item-radios', MACHINE_ITEM);
    await page.locator('[data-testid="work-filter-close"]').click();
    const row = page.locator('[data-testid="history-panel"] [data-testid="history-row"]');
    await row.filter({ hasText: MACHINE_ITEM }).waitFor();
    expect(await page.locator('[data-testid="history-panel-title"]').innerText()).toContain(MACHINE_ITEM);
    await screenshot(page, 'works-history-08-non-field');

    await page.locator('[data-testid="bar-area"]').click();
    const area = page.locator('[data-testid="area-panel"]');
    await area.getByText('コシヒカリ').waitFor();
    expect(await area.locator('[data-testid="area-total"]').innerText()).toBe('36.05');
    await screenshot(page, 'works-history-09-areas');

    // A phone sent positions in the last minutes: the default range (today in Tokyo, from two hours
    // before this hour) shows them. Just after midnight in Tokyo that range starts at 00:00, so the
    // positions are kept after it whatever the time of day the suite runs.
    const me = await apiCall<{ user_id: string; color: string }>(page, 'GET', '/auth/me');
    const now = Date.now();
    const earliest = Math.max(now - 40 * 60_000, defaultRangeStart(now));
    const step = (now - earliest) / 4;
    await apiCall(page, 'POST', '/api/location', {
      locations: [[30, 25], [60, 80], [120, 140], [160, 220]].map(([dx, dy], i) => {
        const [lat, lon] = mapPosAt(dx, dy).split(',').map(Number);
        return { lat, lon, location_time: new Date(Math.floor(earliest + step * (i + 0.5))).toISOString() };
      }),
    });
    await page.locator('[data-testid="bar-location"]').click();
    const person = page.locator('[data-testid="person-filter"]');
    await person.locator('[data-testid="person-filter-user"]').first().waitFor();
    await screenshot(page, 'works-history-10-person-filter');
    await person.locator('[data-testid="person-filter-apply"]').click();
    const trail = page.locator('[data-testid="work-history-show"] .leaflet-overlay-pane path');
    await trail.first().waitFor();
    expect((await trail.first().getAttribute('stroke'))?.toUpperCase()).toBe((me.color || '#E57373').toUpperCase());
    await screenshot(page, 'works-history-11-trail');
  });

  it('on a phone: the hints and 作業項目を変更', async () => {
    const phone = await browser.newContext({
      locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
      storageState: await context.storageState(),
    });
    const p = await phone.newPage();
    await skipOnboarding(p);
    await offlineTiles(p);
    try {
      await open(p, '/work-histories/add', 'work-history-add');
      await p.locator('[data-testid="item-frame"]').getByText('作業項目を選択してください').waitFor();
      await screenshot(p, 'works-input-07-phone');
      await choose(p, 'season-radios', SEASON);
      await choose(p, 'item-radios', ITEM);
      await hint(p, 'ほ場を選択してください');
      await p.getByRole('button', { name: '作業項目を変更' }).waitFor();
      await screenshot(p, 'works-input-08-phone-fields');
    } finally {
      await phone.close();
    }
  });

  it('pages a long search: the newest 30 hits, then さらに表示 lists the older ones', async () => {
    const seasons = await apiCall<Season[]>(page, 'GET', '/inasaku/season-histories?include_not_paddy_field_item=1');
    const machine = seasons.flatMap((s) => s.items).find((i) => i.item_name === MACHINE_ITEM)!;
    const [date, worker] = machine.item_details;
    const name = machine.item_details.find((d) => d.item_detail_name === '機械名')!;
    for (let i = 0; i < 31; i++) {
      await apiCall(page, 'POST', '/inasaku/global-work-histories', {
        work_history: {
          item_id: machine.item_id,
          work_items: { [date.item_detail_id]: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`, [worker.item_detail_id]: '点検係', [name.item_detail_id]: `コンバイン${i + 1}号` },
        },
      });
    }
    await page.locator('[data-testid="bar-search"]').click();
    const panel = page.locator('[data-testid="search-panel"]');
    await panel.locator('[data-testid="search-text"]').fill('コンバイン');
    await panel.locator('[data-testid="search-submit"]').click();
    const rows = panel.locator('[data-testid="history-row"]');
    await panel.locator('[data-testid="search-count"]').getByText('該当31件のうち新しい順に30件を表示しています。').waitFor();
    expect(await rows.count()).toBe(30);
    await screenshot(page, 'works-history-12-search-pages');
    await panel.locator('[data-testid="search-more"]').click();
    await panel.locator('[data-testid="search-more"]').waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(31);
    expect(await panel.locator('[data-testid="search-count"]').count()).toBe(0);
  });
});

async function open(page: Page, route: string, testId: string) {
  await page.goto(`${BASE_URL}${route}`);
  await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30000 });
}

/** The pixels of one pin's head, to tell its look. */
function pinImage(page: Page, map: { cx: number; cy: number }, i: number): Promise<Buffer> {
  return page.screenshot({ clip: { x: map.cx + SPOTS[i].dx - 12, y: map.cy + SPOTS[i].dy - 42, width: 24, height: 26 } });
}

async function choose(page: Page, group: string, name: string) {
  await page.locator(`[data-testid="${group}"]`).getByText(name, { exact: true }).click();
}

async function hint(page: Page, text: string) {
  await page.locator('[data-testid="input-hint"]').filter({ hasText: text }).first().waitFor();
}

async function expectEnabled(button: Locator) {
  for (let i = 0; i < 50 && (await button.isDisabled()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await button.isDisabled()).toBe(false);
}

async function waitImageLoaded(img: Locator) {
  await img.waitFor();
  for (let i = 0; i < 50; i++) {
    if (await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('image did not load');
}

const HOUR_MS = 3_600_000;
const TOKYO_OFFSET_MS = 9 * HOUR_MS;

/** The start of the work-history map's default position range at `now`: two hours before this Tokyo hour, not before Tokyo's midnight. */
function defaultRangeStart(now: number): number {
  const hourStart = now - ((now + TOKYO_OFFSET_MS) % HOUR_MS);
  const tokyoHour = Math.floor(((now + TOKYO_OFFSET_MS) % (24 * HOUR_MS)) / HOUR_MS);
  return hourStart - Math.min(2, tokyoHour) * HOUR_MS;
}
