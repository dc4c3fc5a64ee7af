import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaddyField, Season } from '@inasaku/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, db, apiCall, launch, offlineTiles, screenshot, seeText, signIn, signUpByApi, skipOnboarding, uniqueEmail, mapBox, pinsDrawn, MAP_HOME, mapPosAt, clickPin, MAP_SPOTS, signedInPage, starterItemId } from './support';

// Work and gate records entered without a network (issue 23 items 2 and 3): the data is read from
// the device, the writes wait in the outbox (IndexedDB), survive the page being closed, and are
// stored exactly once when the network returns; a refused one stays with the server's message;
// a second user of the browser finds nothing of the first. Also the replay budget (200 records
// with 200 photos) and the size of the data kept for 1,000 fields and 20,000 histories.
const PASSWORD = 'Tanbo2026';
const SEASON = '施肥';
const ITEM = '元肥';
const FERTILISER = 'オフライン一発';
const QUEUED = '通信できないため送信待ちにしました。接続が戻ると自動で送信します。';
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPI7osCAAK7AVTFpDkzAAAAAElFTkSuQmCC', 'base64');

describe('offline records: entered without a network, sent once when it returns', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let me = { account_id: '', user_id: '' };
  let itemId = '';
  const fields: PaddyField[] = [];
  let photo = '';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await signedInPage(browser, uniqueEmail('offline'), PASSWORD));
    me = await apiCall(page, 'GET', '/auth/me');
    itemId = await starterItemId(page, SEASON, ITEM);
    await apiCall(page, 'PUT', '/inasaku/account-area-pos', { latitude: MAP_HOME.lat, longitude: MAP_HOME.lng });
    const created = await apiCall<PaddyField[]>(page, 'POST', '/inasaku/paddy-fields', {
      paddy_fields: MAP_SPOTS.map((s) => ({ map_pos: mapPosAt(s.dx, s.dy) })),
    });
    for (const [i, f] of created.entries()) {
      fields.push(await apiCall<PaddyField>(page, 'PUT', '/inasaku/paddy-fields', { paddy_field_id: f.paddy_field_id, name: MAP_SPOTS[i].name, area: '10' }));
    }
    photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-e2e-')), 'offline.png');
    fs.writeFileSync(photo, TILE_PNG);
    await page.reload();
    await page.locator('[data-menu="dashboard"]').waitFor({ timeout: 20000 });
    // The service worker controls the page once its first set of app files is complete.
    await waitFor(
      async () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return false;
          const state = await (await (await caches.open('inasaku-deployment-state')).match('/__inasaku/app-state'))?.json();
          return !!state?.active;
        }),
      60000,
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tid = (id: string) => page.locator(`[data-testid="${id}"]`);

  it('enters a work record on three fields with a photo and a gate record offline; both wait, survive a reload and are stored once', async () => {
    // One online visit of each screen keeps their data on the device.
    await page.locator('[data-menu="water-gate-map"]').click();
    await tid('water-gate-put-show').waitFor({ timeout: 30000 });
    await pinsDrawn(page, 'water-gate-put-show', MAP_SPOTS.length);
    await page.locator('[data-menu="work-input"]').click();
    await tid('work-history-add').waitFor({ timeout: 30000 });
    await pinsDrawn(page, 'work-history-add', MAP_SPOTS.length);

    await context.setOffline(true);
    await choose(page, 'season-radios', SEASON);
    await choose(page, 'item-radios', ITEM);
    const map = await mapBox(page, 'work-history-add');
    for (const i of [0, 1, 2]) await clickPin(page, map, i);
    await page.locator('[data-testid="selected-field"]').nth(2).waitFor();
    await tid('input-open').click();
    const dlg = tid('work-input-body');
    await dlg.waitFor();
    await dlg.locator('[data-testid="user-shortcut"]').first().click();
    await dlg.locator('[data-testid="detail-肥料名"]').fill(FERTILISER);
    await dlg.locator('[data-testid="detail-施用量"]').fill('30');
    await dlg.locator('[data-testid="image-input"]').setInputFiles(photo);
    await dlg.locator('[data-testid="image-preview"]').waitFor();
    await waitEnabled(page, '[data-testid="work-input-save"]');
    await tid('work-input-save').click();
    await seeText(page, QUEUED);
    await dlg.waitFor({ state: 'detached' });
    await tid('outbox-badge').waitFor();
    await screenshot(page, 'offline-01-work-queued');

    // The gate map from the device's copy, with the time of its refresh.
    await page.locator('[data-menu="water-gate-map"]').click();
    await tid('water-gate-put-show').waitFor({ timeout: 30000 });
    await pinsDrawn(page, 'water-gate-put-show', MAP_SPOTS.length);
    expect(await tid('last-refresh').innerText()).toMatch(/^最終更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    // It covers none of the map's controls (航空写真 / 地図, zoom).
    const refreshBox = (await tid('last-refresh').boundingBox())!;
    for (const control of await page.locator('[data-testid="water-gate-put-show"] .leaflet-control').all()) {
      const box = await control.boundingBox();
      if (!box || (await control.locator('[data-testid="last-refresh"]').count())) continue;
      const apart = refreshBox.x + refreshBox.width <= box.x || box.x + box.width <= refreshBox.x
        || refreshBox.y + refreshBox.height <= box.y || box.y + box.height <= refreshBox.y;
      expect(apart).toBe(true);
    }
    const gateMap = await mapBox(page, 'water-gate-put-show');
    await clickPin(page, gateMap, 3);
    await tid('selected-title').filter({ hasText: '選択済み（1）' }).waitFor();
    await tid('gate-record').click();
    await tid('gate-form-body').waitFor();
    await tid('gate-form-body').getByText('全開', { exact: true }).click();
    await waitEnabled(page, '[data-testid="gate-form-submit"]');
    await tid('gate-form-submit').click();
    await seeText(page, QUEUED);
    await screenshot(page, 'offline-02-gate-queued');
    expect(await outboxStates(page)).toEqual(['pending', 'pending']);

    // Reloaded without a network (the service worker serves the app), and closed: the outbox stays.
    await page.reload();
    await tid('water-gate-put-show').waitFor({ timeout: 30000 });
    await tid('outbox-badge').waitFor();
    expect(await outboxStates(page)).toEqual(['pending', 'pending']);
    await screenshot(page, 'offline-03-reloaded-offline');
    expect(await storedCount(fields.slice(0, 3))).toBe(0);
    await page.close();

    // Reopened with the network back: the app sends what waits at start.
    await context.setOffline(false);
    page = await context.newPage();
    await offlineTiles(page);
    await skipOnboarding(page);
    await page.goto(`${BASE_URL}/work-histories/add`);
    await tid('work-history-add').waitFor({ timeout: 30000 });
    await waitFor(async () => (await outboxStates(page)).every((s) => s === 'sent'), 30000);
    expect(await storedCount(fields.slice(0, 3))).toBe(3);
    const rows = await db((c) =>
      c.query<{ paddy_field_id: string; n: number; images: number }>(
        `SELECT paddy_field_id, count(*)::int AS n, max(cardinality(image_paths))::int AS images FROM works.work_histories
          WHERE account_id = $1 AND item_id = $2 AND deleted_at IS NULL GROUP BY paddy_field_id`,
        [me.account_id, itemId],
      ),
    );
    expect(rows.rows.map((r) => [r.n, r.images])).toEqual([[1, 1], [1, 1], [1, 1]]);
    const gates = await db((c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM water.water_gate_logs WHERE account_id = $1 AND paddy_field_id = $2`, [
        me.account_id, fields[3].paddy_field_id,
      ]),
    );
    expect(gates.rows[0].n).toBe(1);
    // Every browser event after that (another replay) adds nothing.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    expect(await storedCount(fields.slice(0, 3))).toBe(3);
  });

  it('a record the server refuses is shown with its message, never dropped', async () => {
    await context.setOffline(true);
    await choose(page, 'season-radios', SEASON);
    await choose(page, 'item-radios', '追肥');
    const map = await mapBox(page, 'work-history-add');
    await clickPin(page, map, 3);
    await page.locator('[data-testid="selected-field"]').first().waitFor();
    await tid('input-open').click();
    const dlg = tid('work-input-body');
    await dlg.waitFor();
    await dlg.locator('[data-testid="user-shortcut"]').first().click();
    await dlg.locator('[data-testid="detail-肥料名"]').fill('届かない肥料');
    await dlg.locator('[data-testid="detail-施用量"]').fill('5');
    await waitEnabled(page, '[data-testid="work-input-save"]');
    await tid('work-input-save').click();
    await seeText(page, QUEUED);
    // Meanwhile the field is deleted (from another device: the API is not the page's network).
    await apiCall(page, 'DELETE', '/inasaku/paddy-fields', { paddy_field_ids: [fields[3].paddy_field_id] });
    // The access token ran out while offline: the replay refreshes it (apiFetch, once) before sending.
    await context.clearCookies({ name: 'inasaku_at' });
    await context.setOffline(false);
    await waitFor(async () => (await outboxStates(page)).includes('failed'), 45000);
    await tid('outbox-badge').click();
    const failed = page.locator('[data-testid="outbox-item"][data-state="failed"]');
    await failed.waitFor();
    expect(await failed.locator('[data-testid="outbox-state"]').innerText()).toBe('送信できませんでした');
    expect(await failed.locator('[data-testid="outbox-error"]').innerText()).toBe('対象のデータが見つかりません。');
    expect((await context.cookies()).some((c) => c.name === 'inasaku_at')).toBe(true);
    await screenshot(page, 'offline-04-refused');
  });

  it('signing out with an unsent record warns; a second user of the browser sees none of the first user\'s data or queue', async () => {
    await page.keyboard.press('Escape');
    await tid('user-menu').click();
    await page.getByText('サインアウト', { exact: true }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '未送信の記録が1件あります' }).waitFor();
    await screenshot(page, 'offline-05-signout-warning');
    await tid('signout-discard').click();
    await page.locator('input#email').waitFor({ timeout: 20000 });
    const left = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect(left.filter((n) => n.includes(me.user_id))).toEqual([]);

    const second = uniqueEmail('offline2');
    await signUpByApi(second, PASSWORD);
    await signIn(page, second, PASSWORD);
    await page.locator('[data-menu="work-input"]').click();
    await tid('work-history-add').waitFor({ timeout: 30000 });
    await page.waitForTimeout(1000);
    expect(await tid('outbox-badge').count()).toBe(0);
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect(names.filter((n) => n.includes(me.user_id) || n.includes(me.account_id))).toEqual([]);
    // Offline, the second user's screen has none of the first user's fields.
    await context.setOffline(true);
    await page.locator('[data-menu="work-input"]').click();
    await page.waitForTimeout(1000);
    expect(await page.locator('[data-testid="work-history-add"] [data-pins-drawn="4"]').count()).toBe(0);
    await context.setOffline(false);
  });

  it('budget: 200 queued work records with 200 photos are replayed within 60 s, none lost, none duplicated', async () => {
    const who = await apiCall<{ account_id: string; user_id: string }>(page, 'GET', '/auth/me');
    let seasons: Season[] = [];
    for (let i = 0; i < 50 && !seasons.some((s) => s.items.some((it) => it.item_name === '機械整備')); i++) {
      seasons = await apiCall<Season[]>(page, 'GET', '/inasaku/season-histories?include_not_paddy_field_item=1');
      await page.waitForTimeout(200);
    }
    const machine = seasons.flatMap((s) => s.items).find((i) => i.item_name === '機械整備')!;
    const nameDetail = machine.item_details.find((d) => d.item_detail_name === '機械名')!;
    const [dateDetail, workerDetail] = machine.item_details;
    const N = 200;
    const dbName = `inasaku-offline:${who.account_id}:${who.user_id}`;
    await waitFor(async () => page.evaluate(async (name) => (await indexedDB.databases()).some((d) => d.name === name), dbName), 15000);
    await page.evaluate(
      async ({ dbName, n, itemId, seasonId, date, worker, name, png }) => {
        const bytes = Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0)).buffer;
        const idb = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open(dbName);
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const tx = idb.transaction('outbox', 'readwrite');
        for (let i = 0; i < n; i++) {
          tx.objectStore('outbox').add({
            key: crypto.randomUUID(), kind: 'global-work-history', label: `機械整備 ${i}`, method: 'POST', path: '/inasaku/global-work-histories',
            body: { work_history: { season_id: seasonId, item_id: itemId, work_items: { [date]: '2026-04-20', [worker]: '点検係', [name]: `bench-${i}` } } },
            images: [{ name: `bench-${i}.png`, type: 'image/png', bytes }], imageTarget: 'work_history', managementId: null,
            state: 'pending', createdAt: Date.now(),
          });
        }
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        idb.close();
      },
      {
        dbName, n: N, itemId: machine.item_id, seasonId: machine.season_id,
        date: dateDetail.item_detail_id, worker: workerDetail.item_detail_id, name: nameDetail.item_detail_id, png: TILE_PNG.toString('base64'),
      },
    );
    const started = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitFor(async () => !(await outboxStates(page)).some((s) => s === 'pending' || s === 'sending'), 90000);
    const seconds = (Date.now() - started) / 1000;
    const stored = await db((c) =>
      c.query<{ n: number; distinct_names: number; photos: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT work_items->>$3)::int AS distinct_names, sum(cardinality(image_paths))::int AS photos
           FROM works.work_histories WHERE account_id = $1 AND item_id = $2 AND deleted_at IS NULL AND work_items->>$3 LIKE 'bench-%'`,
        [who.account_id, machine.item_id, nameDetail.item_detail_id],
      ),
    );
    const { n, distinct_names, photos } = stored.rows[0];
    console.log(`offline-records budget: ${N} queued records with ${N} photos replayed in ${seconds.toFixed(1)} s; stored ${n} (${distinct_names} distinct, ${photos} photos): lost ${N - distinct_names}, duplicated ${n - distinct_names}`);
    expect(n).toBe(N);
    expect(distinct_names).toBe(N);
    expect(photos).toBe(N);
    expect(seconds).toBeLessThan(60);
  });

  it('prints the size of the data kept for an account with 1,000 fields and 20,000 histories', async () => {
    const size = await page.evaluate(async () => {
      const field = (i: number) => ({
        paddy_field_id: crypto.randomUUID(), management_id: crypto.randomUUID(), name: `ほ場${i}`, map_pos: `37.${100000 + i},138.${200000 + i}`,
        area: '12.34', brand_id: crypto.randomUUID(), brand: 'コシヒカリ', pin_type: '040', address: '新潟県南魚沼市', memo: null, boundary: null,
      });
      const history = (f: string, i: number) => ({
        work_history_id: crypto.randomUUID(), paddy_field_id: f, paddy_field_name: 'ほ場', season_id: crypto.randomUUID(), season_name: '施肥',
        item_id: crypto.randomUUID(), item_name: '元肥', color: '#E57373', is_not_paddy_field_item: false, image_paths: [`work/2026/${i}.jpg`],
        image_urls: [`/media/file/work/2026/${i}.jpg`], work_items: { a: '2026-04-20', b: '田中太郎', c: '有機一発', d: '30' },
        work_items_merged: [
          { item_detail_name: '実施日', value: '2026-04-20' }, { item_detail_name: '作業者', value: '田中太郎' },
          { item_detail_name: '肥料名', value: '有機一発' }, { item_detail_name: '施用量', value: '30' },
        ],
        created_at: '2026-04-20T10:00:00+09:00', updated_at: '2026-04-20T10:00:00+09:00',
      });
      const before = (await navigator.storage.estimate()).usage ?? 0;
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('inasaku-offline-size-probe', 1);
        r.onupgradeneeded = () => r.result.createObjectStore('cache', { keyPath: 'key' });
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const fields = Array.from({ length: 1000 }, (_, i) => field(i));
      const rows: Array<{ key: string; data: unknown; at: number }> = [{ key: '/inasaku/paddy-fields', data: fields, at: Date.now() }];
      for (const f of fields) rows.push({ key: `/inasaku/work-histories?paddy_field_id=${f.paddy_field_id}`, data: Array.from({ length: 20 }, (_, i) => history(f.paddy_field_id, i)), at: Date.now() });
      const json = rows.reduce((sum, r) => sum + JSON.stringify(r).length, 0);
      const tx = idb.transaction('cache', 'readwrite');
      for (const r of rows) tx.objectStore('cache').put(r);
      await new Promise((resolve) => (tx.oncomplete = resolve));
      idb.close();
      await new Promise((r) => setTimeout(r, 1500));
      const after = (await navigator.storage.estimate()).usage ?? 0;
      await new Promise((resolve) => {
        const d = indexedDB.deleteDatabase('inasaku-offline-size-probe');
        d.onsuccess = d.onerror = resolve;
      });
      return { json, stored: after - before };
    });
    console.log(`offline-records data size: 1,000 fields and 20,000 histories kept as ${(size.json / 1e6).toFixed(1)} MB of JSON text; the browser's storage grew by ${(size.stored / 1e6).toFixed(1)} MB`);
    expect(size.json).toBeGreaterThan(0);
  });
});

/** The states of the signed-in user's outbox, in order of entry (read from IndexedDB). */
async function outboxStates(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('inasaku-offline:'));
    const states: string[] = [];
    for (const name of names) {
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      if (idb.objectStoreNames.contains('outbox')) {
        const all = await new Promise<Array<{ seq: number; state: string }>>((resolve) => {
          const q = idb.transaction('outbox').objectStore('outbox').getAll();
          q.onsuccess = () => resolve(q.result);
        });
        states.push(...all.sort((a, b) => a.seq - b.seq).map((i) => i.state));
      }
      idb.close();
    }
    return states;
  });
}

async function storedCount(fields: PaddyField[]): Promise<number> {
  const r = await db((c) =>
    c.query<{ n: number }>(`SELECT count(*)::int AS n FROM works.work_histories WHERE paddy_field_id = ANY($1::uuid[]) AND deleted_at IS NULL`, [
      fields.map((f) => f.paddy_field_id),
    ]),
  );
  return r.rows[0].n;
}

async function waitFor(check: () => Promise<boolean>, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not met in time');
}

async function waitEnabled(page: Page, selector: string) {
  for (let i = 0; i < 100 && (await page.locator(selector).isDisabled()); i++) await page.waitForTimeout(100);
  expect(await page.locator(selector).isDisabled()).toBe(false);
}

async function choose(page: Page, group: string, name: string) {
  await page.locator(`[data-testid="${group}"]`).getByText(name, { exact: true }).click();
}
