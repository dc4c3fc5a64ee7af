import type { Item, PaddyField, Season, WorkHistory, CreateWorkHistoriesResponse } from '@inasaku/contracts';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, apiCall, chooseOption, launch, screenshot, seeText, uniqueEmail, signedInPage } from './support';

// The works settings screens and the dashboard's work log and progress, one
// new account going through them in order. Work histories are written through the API with the
// page's session; the dashboard must show what they leave behind.
const PASSWORD = 'Tanbo2026';
const SEASON = '溝切り';
const ITEM = '溝切り作業';
const DETAIL = '燃料';

describe('works settings and the dashboard work log and progress', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await signedInPage(browser, uniqueEmail('works'), PASSWORD, { tiles: false }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const seasons = () => apiCall<Season[]>(page, 'GET', '/inasaku/season-histories?include_not_paddy_field_item=1');
  const ourItem = async (): Promise<Item> => {
    const found = (await seasons()).flatMap((s) => s.items).find((i) => i.item_name === ITEM);
    if (!found) throw new Error(`${ITEM} not found`);
    return found;
  };
  const rowTexts = (testId: string) => page.locator(`[data-testid="${testId}"]`).allInnerTexts();

  it('lists the starting seasons and items; adds a season with a palette colour', async () => {
    // The starting data is written when the account is created (an event): wait for it.
    for (let i = 0; i < 50 && (await seasons()).length === 0; i++) await page.waitForTimeout(200);
    await open(page, '/works', 'works');
    await page.locator('[data-testid="season-row"]').first().waitFor();
    expect((await rowTexts('season-row')).length).toBeGreaterThan(3);
    expect((await rowTexts('item-row')).length).toBeGreaterThan(3);
    await screenshot(page, 'works-01-list');

    await page.locator('[data-testid="season-add"]').click();
    await page.locator('[data-testid="season-edit"]').waitFor();
    expect(await page.locator('[data-testid="season-color-1A82B7"]').getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('[data-testid="season-save"]').isDisabled()).toBe(true);
    await page.locator('[data-testid="season-name"]').fill(SEASON);
    await page.locator('[data-testid="season-color-F98E71"]').click();
    await screenshot(page, 'works-02-season-add');
    await page.locator('[data-testid="season-save"]').click();
    await seeText(page, '登録しました。');
    await page.waitForURL(`${BASE_URL}/works`);
    await page.locator('[data-testid="season-row"]', { hasText: SEASON }).waitFor();
    const added = (await seasons()).find((s) => s.season_name === SEASON)!;
    expect(added).toMatchObject({ color: '#F98E71', is_not_paddy_field_item: false, items: [] });
  });

  it('adds an item with a num detail calculated per 10a, total area and progress shown', async () => {
    await page.locator('[data-testid="item-add"]').click();
    await page.locator('[data-testid="item-edit"]').waitFor();
    await chooseOption(page, 'item-season', SEASON);
    expect(await page.locator('[data-testid="item-work-type"]').innerText()).toBe('ほ場作業');
    expect(await page.getByRole('radio', { name: '上書き' }).isChecked()).toBe(true);
    await page.locator('[data-testid="item-name"]').fill(ITEM);

    // Rows 0 and 1 are fixed.
    expect(await rowTexts('detail-row')).toHaveLength(2);
    expect(await page.locator('[data-testid="detail-fixed"]').count()).toBe(2);
    await page.locator('[data-testid="detail-add"]').click();
    const popup = page.locator('[data-testid="detail-popup"]');
    await popup.waitFor();
    await popup.locator('[data-testid="detail-name"]').fill(DETAIL);
    await popup.getByText('数値', { exact: true }).click();
    await popup.locator('[data-testid="detail-unit"]').fill('L');
    await popup.locator('[data-testid="detail-auto"]').click();
    await screenshot(page, 'works-03-detail-popup');
    await page.locator('[data-testid="detail-popup-ok"]').click();
    await popup.waitFor({ state: 'hidden' });
    expect(await rowTexts('detail-row')).toHaveLength(3);
    await page.locator('[data-testid="detail-row"]', { hasText: '10a当たり' }).waitFor();

    await page.locator('[data-testid="item-area-total"]').fill('300');
    await screenshot(page, 'works-04-item-add');
    await page.locator('[data-testid="item-save"]').click();
    await seeText(page, '登録しました。');
    await page.waitForURL(`${BASE_URL}/works`);
    await page.locator('[data-testid="item-row"]', { hasText: ITEM }).waitFor();

    const item = await ourItem();
    expect(item).toMatchObject({ item_area_total: '300', item_progress: '1', item_pattern: '2', is_not_paddy_field_item: false });
    expect(item.item_details.map((d) => d.item_detail_name)).toEqual(['実施日', '作業者', DETAIL]);
    expect(item.item_details[2]).toMatchObject({ item_detail_type: 'num', item_detail_unit: 'L', item_detail_auto: true });
  });

  it('reorders the items of a season: only the moved rows change', async () => {
    await page.locator('[data-testid="item-order"]').click();
    await page.locator('[data-testid="item-order-page"]').waitFor();
    await page.locator('[data-testid="order-row"]').nth(1).waitFor();
    const before = (await rowTexts('order-row')).map(dropNumber);
    expect(await page.locator('[data-testid="move-up"]').first().isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="move-down"]').last().isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="order-save"]').isDisabled()).toBe(true);
    await page.locator('[data-testid="move-down"]').first().click();
    const after = (await rowTexts('order-row')).map(dropNumber);
    expect(after).toEqual([before[1], before[0], ...before.slice(2)]);
    await screenshot(page, 'works-05-item-order');

    const sent = page.waitForRequest((r) => r.url().endsWith('/inasaku/items/order') && r.method() === 'POST');
    await page.locator('[data-testid="order-save"]').click();
    const body = JSON.parse((await sent).postData() ?? '{}');
    expect(body.items).toHaveLength(2);
    await seeText(page, '変更を保存しました。');
    await page.waitForURL(`${BASE_URL}/works`);
    const season = (await seasons()).find((s) => s.items.some((i) => i.item_name === before[0]))!;
    expect(season.items.map((i) => i.item_name)).toEqual(after);
  });

  it('the dashboard work log shows types 1, 2 and 3 and the progress bar moves with the work', async () => {
    const item = await ourItem();
    const [dateId, workerId, fuelId] = item.item_details.map((d) => d.item_detail_id);
    const [field] = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', { paddy_fields: [{ map_pos: '37.0656,138.8779' }] });
    await apiCall(page, 'PUT', '/inasaku/paddy-fields', { paddy_field_id: field.paddy_field_id, name: '六日町1', area: '150' });

    await open(page, '/dashboard', 'dashboard');
    // The starting items show their progress too: five rows, then すべてを見る.
    const progressWidget = page.locator('[data-testid="work-progress-widget"]');
    await progressWidget.locator('[data-testid="work-progress-see-all"]').waitFor({ timeout: 30000 });
    expect(await progressWidget.locator('[data-testid="work-progress-row"]').count()).toBe(5);
    expect(await progressWidget.locator('[data-testid="work-progress-see-all"]').innerText()).toContain('すべてを見る');
    await page.locator('[data-widget="work-logs"]').getByText('作業ログはありません。').waitFor();
    await screenshot(page, 'works-06-dashboard-empty');
    const progressRow = await progressRowOf(page, item.item_id);
    await expectText(progressRow.locator('[data-testid="work-progress-percent"]'), '0.0%');
    expect(await progressRow.locator('[data-testid="work-progress-area"]').innerText()).toBe('0 / 300 (a)');

    // Insert (type 1), edit (type 2) and delete (type 3) through the API.
    const created = await apiCall<CreateWorkHistoriesResponse>(page, 'POST', '/inasaku/work-histories', {
      area_total: '150',
      work_histories: [{ paddy_field_id: field.paddy_field_id, item_id: item.item_id, work_items: { [dateId]: '2026-06-20', [workerId]: '山田', [fuelId]: '30' } }],
    });
    const historyId = created.work_histories[0].work_history_id;
    expect(created.work_histories[0].work_items_auto[fuelId]).toBe('2');

    await page.reload();
    const filled = await progressRowOf(page, item.item_id);
    await expectText(filled.locator('[data-testid="work-progress-percent"]'), '50.0%');
    expect(await filled.locator('[data-testid="work-progress-area"]').innerText()).toBe('150 / 300 (a)');
    expect(await filled.locator('.ant-progress-track').evaluate((el) => (el as HTMLElement).style.width)).toBe('50%');
    await screenshot(page, 'works-07-dashboard-progress');

    // A progress row opens the item's edit and キャンセル comes back.
    await filled.click();
    await page.waitForURL((u) => u.pathname === '/works/detail/edit');
    expect(new URL(page.url()).searchParams.get('routeName')).toBe('dashboard');
    expect(await page.locator('[data-testid="item-name"]').inputValue()).toBe(ITEM);
    await screenshot(page, 'works-08-detail-edit-from-dashboard');
    await page.locator('[data-testid="item-cancel"]').click();
    await page.waitForURL(`${BASE_URL}/dashboard`);

    await apiCall<WorkHistory>(page, 'PUT', `/inasaku/work-histories/${historyId}`, {
      work_items: { [dateId]: '2026-06-21', [workerId]: '山田、佐藤', [fuelId]: '45' },
    });
    await apiCall(page, 'DELETE', `/inasaku/work-histories/${historyId}`, {});

    await page.reload();
    const logs = page.locator('[data-testid="work-log-row"]');
    await logs.nth(2).waitFor();
    expect(await logs.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-log-type')))).toEqual(['3', '2', '1']);
    expect(await logs.nth(0).innerText()).toContain('[削除]');
    expect(await logs.nth(0).getAttribute('data-deleted')).toBe('true');
    expect(await logs.nth(1).innerText()).toMatch(/06\/21\s+山田、佐藤\s+溝切り作業\s+六日町1\s+150/);
    const emptied = await progressRowOf(page, item.item_id);
    await expectText(emptied.locator('[data-testid="work-progress-percent"]'), '0.0%');
    await screenshot(page, 'works-09-dashboard-logs');

    // The detail frame of the edit: its work is gone, so it cannot be deleted again.
    await logs.nth(1).click();
    const detail = page.locator('[data-testid="work-log-detail"]');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/燃料\s+45 L/);
    expect(await page.locator('[data-testid="work-log-delete"]').isDisabled()).toBe(true);
    await screenshot(page, 'works-10-log-detail');
    await page.locator('[data-testid="work-log-close"]').click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('deletes a work from the work log detail frame after 登録した作業実績を削除しますか？', async () => {
    const item = await ourItem();
    const [dateId, workerId] = item.item_details.map((d) => d.item_detail_id);
    const [field] = await apiCall<PaddyField[]>(page, 'GET', '/inasaku/paddy-fields');
    await apiCall(page, 'POST', '/inasaku/work-histories', {
      work_histories: [{ paddy_field_id: field.paddy_field_id, item_id: item.item_id, work_items: { [dateId]: '2026-07-01', [workerId]: '佐藤' } }],
    });
    await page.reload();
    const logs = page.locator('[data-testid="work-log-row"]');
    await logs.nth(3).waitFor();
    await expectText((await progressRowOf(page, item.item_id)).locator('[data-testid="work-progress-percent"]'), '50.0%');
    await logs.first().click();
    await page.locator('[data-testid="work-log-detail"]').waitFor();
    await page.locator('[data-testid="work-log-delete"]').click();
    await seeText(page, '登録した作業実績を削除しますか？');
    await page.getByRole('button', { name: 'はい' }).click();
    await seeText(page, '削除しました。');
    await expectText(logs.first(), '[削除]', true);
    expect(await logs.count()).toBe(5);
    // The progress widget follows without a reload.
    await expectText((await progressRowOf(page, item.item_id)).locator('[data-testid="work-progress-percent"]'), '0.0%');
    await screenshot(page, 'works-11-log-deleted');
  });
});

async function open(page: Page, path: string, testId: string) {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30000 });
}

const dropNumber = (text: string) => text.replace(/^\d+\s*/, '').trim();

/** The progress row of an item, after すべてを見る when it is past the first five. */
async function progressRowOf(page: Page, itemId: string) {
  const widget = page.locator('[data-testid="work-progress-widget"]');
  await widget.locator('[data-testid="work-progress-row"]').first().waitFor({ timeout: 30000 });
  const row = widget.locator(`[data-testid="work-progress-row"][data-item-id="${itemId}"]`);
  const seeAll = widget.locator('[data-testid="work-progress-see-all"]');
  if ((await row.count()) === 0 && (await seeAll.count()) > 0) await seeAll.click();
  await row.waitFor();
  return row;
}

async function expectText(locator: ReturnType<Page['locator']>, text: string, contains = false) {
  for (let i = 0; i < 50; i++) {
    const now = (await locator.innerText().catch(() => '')).trim();
    if (contains ? now.includes(text) : now === text) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect((await locator.innerText()).trim()).toBe(text);
}
