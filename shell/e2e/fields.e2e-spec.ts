import type { Browser, Page, Request } from 'playwright-core';
import { BASE_URL, launch, offlineTiles, seeText, signIn, signUpByApi, uniqueEmail, viewportScreenshot as screenshot } from './support';

// The fields domain in the browser: home position, paddy fields, brands, landmarks,
// one new account going through the screens in order. Map tiles are answered locally.
const PASSWORD = 'Tanbo2026';
// A rice area (南魚沼) for the address search, answered by the test instead of the geocoder.
const CANDIDATES = [
  { label: '新潟県南魚沼市六日町', latitude: 37.0656, longitude: 138.8779 },
  { label: '新潟県南魚沼市塩沢', latitude: 37.0402, longitude: 138.8476 },
];

describe('fields: home position, paddy fields, brands and landmarks', () => {
  let browser: Browser;
  let page: Page;
  const writes: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const email = uniqueEmail('fields');
    await signUpByApi(email, PASSWORD);
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await offlineTiles(page);
    page.on('request', (r: Request) => {
      if (r.method() !== 'GET' && r.url().includes('/inasaku/')) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, email, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const countWrites = (key: string) => writes.filter((w) => w === key).length;

  it('sets the home position at zoom 17 and cannot below', async () => {
    await open(page, '/markers', 'markers');
    const map = await mapBox(page);
    await expectZoom(page, 5);
    await expectHint(page, 'ズームレベル17以上に拡大してください');
    expect(await page.locator('[data-testid="address-search"]').isDisabled()).toBe(true);

    // Zoom 5: a click sets nothing.
    await page.mouse.click(map.cx + 120, map.cy + 60);
    await page.waitForTimeout(400);
    expect(countWrites('PUT /inasaku/account-area-pos')).toBe(0);
    expect(await homeMarker(page).count()).toBe(0);

    // Search: two candidates are listed; choosing one moves the map to zoom 17.
    await page.route('**/inasaku/geocode?**', (route) => route.fulfill({ json: { data: CANDIDATES } }));
    await page.locator('[data-testid="address-input"]').fill('南魚沼');
    await page.locator('[data-testid="address-search"]').click();
    await page.locator('[data-testid="address-result"]').nth(1).waitFor();
    await screenshot(page, 'fields-01-home-search-results');
    await page.locator('[data-testid="address-result"]').first().click();
    await expectZoom(page, 17);
    await expectHint(page, '地図をクリックすると');

    // Zoom 17: the first click saves at once.
    await page.mouse.click(map.cx, map.cy);
    await seeText(page, 'ホーム位置を保存しました。');
    await homeMarker(page).waitFor();
    expect(countWrites('PUT /inasaku/account-area-pos')).toBe(1);

    // A drag waits for 地図の中心に設定.
    await dragFrom(page, homeMarker(page), 0, 0, 80, 40);
    await page.locator('[data-testid="home-actions"]').waitFor();
    await screenshot(page, 'fields-02-home-dragged');
    await page.getByRole('button', { name: '地図の中心に設定' }).click();
    await seeText(page, '位置を保存しました。');
    expect(countWrites('PUT /inasaku/account-area-pos')).toBe(2);

    // Below zoom 17: no drag, no click, the hint asks to zoom in.
    await page.locator('.leaflet-control-zoom-out').click();
    await expectZoom(page, 16);
    await expectHint(page, 'ズームレベル17以上に拡大してください');
    await page.mouse.click(map.cx - 150, map.cy + 120);
    await dragFrom(page, homeMarker(page), 0, 0, 60, 0);
    await page.waitForTimeout(400);
    expect(await page.locator('[data-testid="home-actions"]').count()).toBe(0);
    expect(countWrites('PUT /inasaku/account-area-pos')).toBe(2);
    await screenshot(page, 'fields-03-home-zoom16');

    const me = await page.evaluate(() => fetch('/auth/me', { headers: { 'X-Requested-With': 'inasaku' } }).then((r) => r.json()));
    expect(me.data.area_pos.latitude).toBeCloseTo(CANDIDATES[0].latitude, 2);
    expect(me.data.area_name).toBeDefined();
  });

  it('registers three fields by clicking the map, edits one, sees the per-brand summary and deletes one', async () => {
    await open(page, '/paddy-fields/add', 'paddy-field-add');
    const map = await mapBox(page);
    await expectHint(page, '地図をクリックするとマーカーを設置します。');
    // Away from the home marker, which sits at the centre.
    const spots = [
      { x: map.cx - 220, y: map.cy + 140 },
      { x: map.cx, y: map.cy + 200 },
      { x: map.cx + 220, y: map.cy + 140 },
    ];
    for (const s of spots) await page.mouse.click(s.x, s.y);
    await expectText(page, 'new-pin-count', '3件のほ場を選択中');
    // A click on a new pin takes it away again; a click on the map puts it back.
    await page.mouse.click(spots[1].x, spots[1].y - 28);
    await expectText(page, 'new-pin-count', '2件のほ場を選択中');
    await page.mouse.click(spots[1].x, spots[1].y);
    await expectText(page, 'new-pin-count', '3件のほ場を選択中');
    await page.locator('[data-pins-drawn="3"]').waitFor();
    await screenshot(page, 'fields-04-paddy-add-pins');
    await page.getByRole('button', { name: 'ほ場を登録' }).click();
    await seeText(page, '登録しました。');
    await page.waitForURL('**/paddy-fields/show');
    // The add screen stays on view while the show screen loads: wait for the new map's pins.
    await page.locator('[data-testid="paddy-field-show"] [data-pins-drawn="3"]').waitFor();

    // Reference, then edit: name, area 12.34, brand, pin icon.
    await page.mouse.click(spots[0].x, spots[0].y - 28);
    await panel(page, 'reference');
    await screenshot(page, 'fields-05-paddy-reference');
    await page.getByRole('button', { name: '編集する' }).click();
    await panel(page, 'edit');
    await page.locator('#name').fill('北の田んぼ');
    await page.locator('#area').fill('12.345');
    await seeText(page, '整数9桁以内、小数2桁以内の数値で入力してください。');
    expect(await page.locator('[data-testid="field-save"]').isDisabled()).toBe(true);
    await page.locator('#area').fill('12.34');
    await page.locator('#brand_id').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^コシヒカリ$/ }).click();
    await page.locator('#kousakusha').fill('田中');
    await page.locator('[data-testid="pin-type-070"]').click();
    await screenshot(page, 'fields-06-paddy-edit');
    await page.locator('[data-testid="field-save"]').click();
    await seeText(page, '変更を保存しました。');
    await page.locator('[data-testid="field-panel"]').waitFor({ state: 'detached' });
    await page.mouse.click(spots[0].x, spots[0].y - 28);
    const reference = await panel(page, 'reference');
    const text = await reference.innerText();
    for (const value of ['北の田んぼ', '12.34', 'コシヒカリ', '田中']) expect(text).toContain(value);
    await page.locator('[data-testid="panel-close"]').click();

    // The per-brand summary.
    await page.locator('[data-testid="area-toggle"]').click();
    const table = page.locator('[data-testid="area-table"]');
    await table.getByText('コシヒカリ').waitFor();
    const rows = await table.locator('tbody tr.ant-table-row').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/).join(' '))).toEqual(['コシヒカリ 1 12.34', '- 2 0']);
    expect(await table.innerText()).toContain('合計');
    await screenshot(page, 'fields-07-paddy-area-summary');
    await page.locator('[data-testid="area-toggle"]').click();

    // Delete the third field.
    await page.mouse.click(spots[2].x, spots[2].y - 28);
    await panel(page, 'reference');
    await page.getByRole('button', { name: '編集する' }).click();
    await panel(page, 'edit');
    await page.locator('[data-testid="field-delete"]').click();
    await seeText(page, '削除しますか？');
    await page.getByRole('button', { name: 'はい' }).click();
    await page.locator('[data-testid="paddy-field-show"] [data-pins-drawn="2"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="paddy-field-show"] [data-pins-drawn="2"]').waitFor({ timeout: 20000 });
    await screenshot(page, 'fields-08-paddy-after-delete');
  });

  it('adds, renames, reorders and deletes a brand', async () => {
    await open(page, '/brands', 'brands');
    const rows = page.locator('[data-testid="brand-row"]');
    await rows.first().waitFor();
    const before = await rows.count();

    await page.getByRole('button', { name: '追加' }).click();
    await page.waitForURL('**/brands/detail**');
    const save = page.locator('[data-testid="brand-save"]');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-testid="brand-name"]').fill('稲'.repeat(21));
    await seeText(page, '入力可能な文字数（20文字）を超えています。');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-testid="brand-name"]').fill('試験米');
    await page.locator('[data-testid="brand-save"]:not([disabled])').waitFor();
    await page.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    await screenshot(page, 'fields-09-brand-add');
    await save.click();
    await seeText(page, '登録しました。');
    await page.waitForURL(/\/brands$/);
    await rows.nth(before).waitFor();
    expect(await rows.nth(before).innerText()).toContain('試験米');

    await rows.nth(before).click();
    await page.waitForURL('**/brands/detail**');
    await page.locator('[data-testid="brand-name"]').fill('試験米二号');
    await page.getByRole('button', { name: '保存' }).click();
    await seeText(page, '変更を保存しました。');
    await page.waitForURL(/\/brands$/);
    await page.getByText('試験米二号').waitFor();

    await page.getByRole('button', { name: '並び替え' }).click();
    await page.waitForURL('**/brands/order');
    const orderRows = page.locator('[data-testid="order-row"]');
    await orderRows.nth(before).waitFor();
    expect(await orderRows.first().locator('[data-testid="move-up"]').isDisabled()).toBe(true);
    expect(await orderRows.last().locator('[data-testid="move-down"]').isDisabled()).toBe(true);
    await orderRows.last().locator('[data-testid="move-up"]').click();
    expect(await orderRows.nth(before - 1).innerText()).toContain('試験米二号');
    await page.locator('[data-testid="order-save"]:not([disabled])').waitFor();
    await screenshot(page, 'fields-10-brand-order');
    const orderRequest = page.waitForRequest((r) => r.url().endsWith('/inasaku/brands/order') && r.method() === 'POST');
    await page.getByRole('button', { name: '保存' }).click();
    expect((await orderRequest).postDataJSON().brands).toHaveLength(2);
    await seeText(page, '変更を保存しました。');
    await page.waitForURL(/\/brands$/);
    await rows.nth(before).waitFor();
    expect(await rows.nth(before - 1).innerText()).toContain('試験米二号');

    await rows.nth(before - 1).click();
    await page.waitForURL('**/brands/detail**');
    await page.getByRole('button', { name: '削除' }).click();
    await seeText(page, '削除しますか？');
    await page.getByRole('button', { name: 'はい' }).click();
    await page.waitForURL(/\/brands$/);
    await rows.nth(before - 1).waitFor();
    expect(await rows.count()).toBe(before);
    expect(await page.locator('[data-testid="brands"]').innerText()).not.toContain('試験米二号');
    await screenshot(page, 'fields-11-brands-after-delete');
  });

  it('adds, moves, edits and deletes a landmark', async () => {
    await open(page, '/landmarks', 'landmarks');
    const map = await mapBox(page);
    const landmarks = page.locator('.leaflet-marker-icon[style*="height: 42px"]');
    expect(await landmarks.count()).toBe(0);

    await page.getByRole('button', { name: 'ランドマークを追加' }).click();
    await expectHint(page, 'ランドマークを置く位置で地図をクリックしてください。');
    await page.mouse.click(map.cx + 160, map.cy - 120);
    await landmarks.first().waitFor();
    await dragFrom(page, landmarks.first(), 0, 0, 30, 20);
    await page.getByRole('button', { name: '入力する' }).click();
    const name = page.locator('[data-testid="landmark-name"]');
    await name.waitFor();
    expect(await name.inputValue()).toBe('ランドマーク1');
    await page.getByRole('tab', { name: '建物' }).click();
    await page.locator('[data-testid="landmark-icon-101"]').click();
    await screenshot(page, 'fields-12-landmark-form');
    await page.locator('[data-testid="landmark-save"]').click();
    await seeText(page, '登録しました。');
    await page.locator('[data-testid="landmark-form"]').waitFor({ state: 'detached' });
    expect(await landmarks.count()).toBe(1);

    // Move: drag, then 位置を保存.
    await dragFrom(page, landmarks.first(), 0, 0, -120, 60);
    await page.getByRole('button', { name: '位置を保存' }).click();
    await seeText(page, '位置を保存しました。');
    const moved = await page.evaluate(() =>
      fetch('/inasaku/landmarks', { headers: { 'X-Requested-With': 'inasaku' } }).then((r) => r.json()),
    );
    expect(moved.data.list).toHaveLength(1);
    expect(moved.data.list[0].icon).toBe('101');

    // Edit: a click opens the form.
    await landmarks.first().click();
    await name.waitFor();
    await name.fill('農機具倉庫');
    await page.locator('[data-testid="landmark-save"]').click();
    await seeText(page, '変更を保存しました。');
    await page.locator('[data-testid="landmark-form"]').waitFor({ state: 'detached' });
    await landmarks.first().hover();
    await page.locator('.leaflet-tooltip').filter({ hasText: '農機具倉庫' }).waitFor();
    await screenshot(page, 'fields-13-landmark-edited');

    // The other map screens show it too.
    await open(page, '/paddy-fields/show', 'paddy-field-show');
    await landmarks.first().waitFor();

    await open(page, '/landmarks', 'landmarks');
    await landmarks.first().click();
    await page.locator('[data-testid="landmark-delete"]').click();
    await seeText(page, '削除しますか？');
    await page.getByRole('button', { name: 'はい' }).click();
    await seeText(page, '削除しました。');
    await page.waitForTimeout(300);
    expect(await landmarks.count()).toBe(0);
  });
});

/** Opens a screen by its path (full load: the shell, then the remote) and waits for the map or page. */
async function open(page: Page, path: string, testId: string) {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator(`[data-testid="${testId}"]`).waitFor({ timeout: 30000 });
}

async function mapBox(page: Page) {
  const box = (await page.locator('.leaflet-container').first().boundingBox())!;
  return { ...box, cx: Math.round(box.x + box.width / 2), cy: Math.round(box.y + box.height / 2) };
}

async function expectZoom(page: Page, zoom: number) {
  await page.locator(`[data-testid="map-zoom"][data-zoom="${zoom}"]`).waitFor({ state: 'attached', timeout: 10000 });
}

async function expectHint(page: Page, text: string) {
  await page.locator('[data-testid="map-hint"]').filter({ hasText: text }).first().waitFor();
}

async function expectText(page: Page, testId: string, text: string) {
  await page.locator(`[data-testid="${testId}"]`).filter({ hasText: text }).waitFor();
}

function homeMarker(page: Page) {
  return page.locator('.leaflet-marker-icon[style*="height: 56px"]');
}

async function panel(page: Page, mode: 'reference' | 'edit') {
  const p = page.locator(`[data-testid="field-panel"][data-mode="${mode}"]`);
  await p.waitFor();
  return p;
}

/** Drags a map marker by the mouse: from its centre shifted by (ox, oy), moved by (dx, dy). */
async function dragFrom(page: Page, marker: ReturnType<Page['locator']>, ox: number, oy: number, dx: number, dy: number) {
  const box = (await marker.boundingBox())!;
  const x = box.x + box.width / 2 + ox;
  const y = box.y + box.height / 2 + oy;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}
