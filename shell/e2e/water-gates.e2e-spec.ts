import type { PaddyField, WaterGate } from '@inasaku/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, db, apiCall, launch, offlineTiles, screenshot, seeText, uniqueEmail, mapBox, pinsDrawn, MAP_HOME, mapPosAt, clickPin, PIN_HEAD, MAP_SPOTS, signedInPage, reloadSession } from './support';

// Water gates: a new account with four fields opens three supply gates from the gate
// map, sees them in the open list and in the dashboard's gate log, closes one and checks the list
// again. Map tiles are answered locally.
const PASSWORD = 'Tanbo2026';
const SCREEN = 'water-gate-put-show';

describe('water gates: the gate map, the open list and the dashboard gate log', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let accountId = '';
  let displayName = '';
  const fields: PaddyField[] = [];

  beforeAll(async () => {
    browser = await launch();
    const email = uniqueEmail('watergate');
    displayName = email.split('@')[0].slice(0, 50);
    ({ context, page } = await signedInPage(browser, email, PASSWORD));
    accountId = (await apiCall<{ account_id: string }>(page, 'GET', '/auth/me')).account_id;

    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: MAP_HOME.lat, longitude: MAP_HOME.lng });
    const created = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', {
      paddy_fields: MAP_SPOTS.map((s) => ({ map_pos: mapPosAt(s.dx, s.dy) })),
    });
    for (const [i, f] of created.entries()) {
      fields.push(await apiCall<PaddyField>(page, 'PUT', '/inasaku/paddy-fields', { paddy_field_id: f.paddy_field_id, name: MAP_SPOTS[i].name }));
    }
    // The home position reaches the session on the next /auth/me: reload before opening the map.
    await reloadSession(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tid = (id: string) => page.locator(`[data-testid="${id}"]`);
  const openNames = async () => {
    await tid('open-gates-button').click();
    const list = tid('open-gate-table');
    await list.waitFor();
    await list.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    const names = await list.locator('[data-testid="open-gate-name"]').allInnerTexts();
    return names.sort();
  };
  const closeOpenList = async () => {
    await page.keyboard.press('Escape');
    await tid('open-gate-table').waitFor({ state: 'detached' });
  };
  const record = async (status: '閉門' | '半開' | '全開') => {
    await tid('gate-record').click();
    const form = tid('gate-form-body');
    await form.waitFor();
    if (status !== '閉門') await form.getByText(status, { exact: true }).click();
    await expectEnabled(tid('gate-form-submit'));
    await tid('gate-form-submit').click();
    await seeText(page, '登録しました。');
    await form.waitFor({ state: 'detached' });
  };

  it('opens three supply gates from the map and sees them in the open list', async () => {
    await page.locator('[data-menu="water-gate-map"]').click();
    await tid(SCREEN).waitFor({ timeout: 30000 });
    await pinsDrawn(page, SCREEN, MAP_SPOTS.length);
    expect(await tid('selected-title').innerText()).toBe('選択済み（0）');
    expect(await openNames()).toEqual([]);
    await closeOpenList();
    await screenshot(page, 'water-gates-01-open');

    const map = await mapBox(page, SCREEN);
    for (const i of [0, 1, 2]) await clickPin(page, map, i);
    await tid('selected-title').filter({ hasText: '選択済み（3）' }).waitFor();
    expect(await tid('selected-gate').allInnerTexts()).toEqual(['北の田', '中の田', '南の田']);
    // The 給水 / 排水 switch is locked while gates are selected.
    expect(await tid('gate-mode').getAttribute('class')).toContain('ant-segmented-disabled');
    await screenshot(page, 'water-gates-02-selected');

    await tid('gate-record').click();
    await page.locator('.ant-modal-title', { hasText: '給水の記録' }).waitFor();
    expect(await tid('gate-form-worker').inputValue()).toBe(displayName);
    expect(await tid('gate-form-time').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // One user on the account: no quick-add buttons.
    expect(await tid('gate-form-shortcuts').count()).toBe(0);
    await tid('gate-form-body').getByText('全開', { exact: true }).click();
    await screenshot(page, 'water-gates-03-form');
    await tid('gate-form-submit').click();
    await seeText(page, '登録しました。');
    await tid('gate-form-body').waitFor({ state: 'detached' });
    await tid('selected-title').filter({ hasText: '選択済み（0）' }).waitFor();
    expect(await tid('gate-mode').getAttribute('class')).not.toContain('ant-segmented-disabled');

    expect(await openNames()).toEqual(['中の田', '北の田', '南の田']);
    expect(await tid('open-gate-status').allInnerTexts()).toEqual(['全開', '全開', '全開']);
    await screenshot(page, 'water-gates-04-open-list');
    await closeOpenList();

    const gates = await apiCall<WaterGate[]>(page, 'GET', '/inasaku/watergate');
    expect(gates.map((g) => [g.name, g.water_supply_gate_status, g.water_out_gate_status])).toEqual([
      ['北の田', 2, 0], ['中の田', 2, 0], ['南の田', 2, 0], ['西の田', 0, 0],
    ]);
    // Nothing is open on the drain side.
    await tid('gate-mode-out').click();
    expect(await openNames()).toEqual([]);
    await closeOpenList();
    await tid('gate-mode-supply').click();
  });

  it("shows the three records in the dashboard's gate log", async () => {
    await page.locator('[data-menu="dashboard"]').click();
    const widget = page.locator('[data-widget="gate-logs"]');
    const rows = widget.locator('[data-testid="gate-log-row"]');
    await rows.nth(2).waitFor({ timeout: 20000 });
    expect(await rows.count()).toBe(3);
    expect(await widget.locator('[data-testid="gate-log-type"]').allInnerTexts()).toEqual(['給水', '給水', '給水']);
    expect(await widget.locator('[data-testid="gate-log-status"]').allInnerTexts()).toEqual(['全開', '全開', '全開']);
    expect(await widget.locator('[data-testid="gate-log-worker"]').allInnerTexts()).toEqual([displayName, displayName, displayName]);
    expect((await widget.locator('[data-testid="gate-log-field"]').allInnerTexts()).sort()).toEqual(['中の田', '北の田', '南の田']);
    await widget.scrollIntoViewIfNeeded();
    await screenshot(page, 'water-gates-05-dashboard-log');
  });

  it('closes one gate and the open list follows', async () => {
    await page.locator('[data-menu="water-gate-map"]').click();
    await tid(SCREEN).waitFor();
    await pinsDrawn(page, SCREEN, MAP_SPOTS.length);
    await clickPin(page, await mapBox(page, SCREEN), 1);
    await tid('selected-title').filter({ hasText: '選択済み（1）' }).waitFor();
    await record('閉門');
    expect(await openNames()).toEqual(['北の田', '南の田']);
    await screenshot(page, 'water-gates-06-after-close');
    await closeOpenList();

    await page.locator('[data-menu="dashboard"]').click();
    const widget = page.locator('[data-widget="gate-logs"]');
    await widget.locator('[data-testid="gate-log-row"]').nth(3).waitFor({ timeout: 20000 });
    expect(await widget.locator('[data-testid="gate-log-status"]').first().innerText()).toBe('閉門');
    expect(await widget.locator('[data-testid="gate-log-field"]').first().innerText()).toBe('中の田');
  });

  it('logs the menu open (ope 0) and each record (ope 1) under menu 23', async () => {
    const rows = await db((c) =>
      c.query<{ ope: string; n: number }>(
        `SELECT ope, count(*)::int AS n FROM account.access_logs WHERE account_id = $1 AND menu = '23' GROUP BY ope ORDER BY ope`,
        [accountId],
      ),
    );
    expect(rows.rows).toEqual([{ ope: '0', n: 2 }, { ope: '1', n: 2 }]);
  });

  it('on a phone shows the compact bar with the gate name and 記録する', async () => {
    const phone = await browser.newContext({
      locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
      storageState: await context.storageState(),
    });
    const p = await phone.newPage();
    try {
      await offlineTiles(p);
      await p.goto(`${BASE_URL}/water-gate/put-show`);
      await p.locator(`[data-testid="${SCREEN}"]`).waitFor({ timeout: 30000 });
      await p.locator(`[data-testid="${SCREEN}"] [data-pins-drawn="${MAP_SPOTS.length}"]`).waitFor({ timeout: 15000 });
      const box = (await p.locator(`[data-testid="${SCREEN}"] .leaflet-container`).first().boundingBox())!;
      await p.mouse.click(Math.round(box.x + box.width / 2) + MAP_SPOTS[1].dx, Math.round(box.y + box.height / 2) + MAP_SPOTS[1].dy - PIN_HEAD);
      await p.locator('[data-testid="selected-bar-name"]').filter({ hasText: '中の田' }).waitFor();
      expect(await p.locator('[data-testid="selected-bar"] [data-testid="gate-record"]').innerText()).toBe('記録する');
      await screenshot(p, 'water-gates-07-phone-bar');
    } finally {
      await phone.close();
    }
  });

  it('refuses a 101-character worker with a Japanese message and writes nothing', async () => {
    const res = await page.request.fetch(`${BASE_URL}/inasaku/watergates/supply`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'e2e', 'Content-Type': 'application/json' },
      data: JSON.stringify({
        paddy_field_ids: [fields[3].paddy_field_id], water_gate_status: 1, water_gate_time: '2026-06-01T06:00:00+09:00', water_gate_worker: 'あ'.repeat(101),
      }),
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe('入力可能な文字数（100文字）を超えています。');
    const logs = await apiCall<{ total_count: number }>(page, 'GET', '/inasaku/watergate/logs');
    expect(logs.total_count).toBe(4);
  });
});

async function expectEnabled(button: Locator) {
  for (let i = 0; i < 50 && (await button.isDisabled()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await button.isDisabled()).toBe(false);
}
