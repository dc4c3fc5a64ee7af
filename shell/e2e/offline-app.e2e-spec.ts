import http from 'node:http';
import os from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { BASE_URL, launch, offlineTiles, screenshot, seeText, uniqueEmail, signedInPage } from './support';

// The app without a network (the shell's service worker): after one online visit the app opens
// offline on 作業入力 with the works remote, fast enough on a slow phone, and a remote deployed on
// its own is picked up as one new set behind 新しいバージョンがあります。/更新, never mixed with the
// set the page was opened from. Data shown offline is the device copy's business (libs/offline).
const PASSWORD = 'Tanbo2026';
const WORKS_MANIFEST = `${BASE_URL}/mfe/works/mf-manifest.json`;
const WORKS_ENTRY = `${BASE_URL}/mfe/works/remoteEntry.js`;
const NEW_BUILD = 'e2e-new-works-build';
const BUDGET_MS = 1500;
const MAX_LOAD_FOR_BUDGET = 1.5;

/** 作業入力 ready for input: the works remote's screen with its item frame and the map. */
async function workInputReady(page: Page, timeout = 30000): Promise<void> {
  await page.locator('[data-testid="work-history-add"] [data-testid="item-frame"]').waitFor({ timeout });
  await page.locator('[data-testid="work-history-add"] .leaflet-container').first().waitFor({ timeout });
}

/** A screen change inside the page (react-router), not a page load. */
async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** The marker the test's new build of mfe-works sets when its WorkHistoryAdd chunk runs. */
const builtAs = (page: Page) => page.evaluate(() => (globalThis as { __inasakuWorksBuild?: string }).__inasakuWorksBuild);

/** The kept deployment sets and which one new pages open with (the worker's own state). */
function workerState(page: Page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('inasaku-app-'));
    const state = await (await (await caches.open('inasaku-deployment-state')).match('/__inasaku/app-state'))?.json();
    return { names, state: state as { active: string | null; ready: string | null } | undefined };
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeout = 30000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Bytes on the wire for one file as the gateway sends it to a browser (brotli where it has it). */
function compressedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

describe('the app without a network', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    // Signed in at desktop size (the sign-in helper waits for the wide menu), then used as a phone.
    ({ context, page } = await signedInPage(browser, uniqueEmail('offline-app'), PASSWORD));
    await page.setViewportSize({ width: 390, height: 844 });
    // The worker installs after sign-in with the first set complete, then controls the page.
    await waitFor(async () => page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker to control the page');
    await waitFor(async () => !!(await workerState(page)).state?.active, 'the first set');
    // The one online visit of 作業入力, inside the page signed in (no page load since sign-in).
    await spaNavigate(page, '/work-histories/add');
    await workInputReady(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after one online visit, /work-histories/add opens offline with the works remote, also after the app was closed', async () => {
    await context.setOffline(true);
    const appFile = (url: string) => url.startsWith(BASE_URL) && !/\/(inasaku|api|auth|media)\//.test(url);
    const fromWorker: string[] = [];
    const missing: string[] = [];
    const answered = (r: { url(): string; fromServiceWorker(): boolean }) => {
      if (appFile(r.url())) (r.fromServiceWorker() ? fromWorker : missing).push(r.url());
    };
    const failed = (r: { url(): string }) => {
      if (appFile(r.url())) missing.push(r.url());
    };
    page.on('response', answered);
    page.on('requestfailed', failed);
    await page.reload();
    await workInputReady(page);
    page.off('response', answered);
    page.off('requestfailed', failed);
    // Every file of the page (shell, remotes.json, remote entries and chunks) came from the worker.
    expect(missing).toEqual([]);
    expect(fromWorker.some((u) => u.includes('/mfe/works/remoteEntry.js'))).toBe(true);
    expect(fromWorker.some((u) => u.endsWith('/remotes.json'))).toBe(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await screenshot(page, 'offline-app-01-work-input-offline');

    // The app closed and opened again, still without a network.
    await page.close();
    page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await offlineTiles(page);
    await page.goto(`${BASE_URL}/work-histories/add`);
    await workInputReady(page);
  });

  it('offline start to a usable 作業入力 with the CPU slowed 4× is measured against the 1.5 s budget; the kept set is printed', async () => {
    /** Three offline starts: milliseconds from the navigation's start (the page's time origin) to the screen ready. */
    const measure = async () => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        await page.reload({ waitUntil: 'commit' });
        await workInputReady(page);
        runs.push(await page.evaluate(() => Math.round(performance.now())));
        // The phone knows it is offline (the start the budget is about).
        expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      }
      return runs;
    };
    const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[1];
    /** Where the last start's time went: each file and request of the page, from the navigation's start (ms). */
    const waterfall = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${Math.round(e.startTime)}–${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(location.origin, '')}`)
          .join('\n'),
      );
    // The same without throttling, to read the throttled figure against this machine's own speed.
    const unthrottled = await measure();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A second DevTools session on the page brings navigator.onLine back to true on the next load
    // (Chromium keeps network emulation per session; requests still fail): the throttled starts
    // would measure a network that fails instead of a phone that knows it is offline.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    let runs: number[] = [];
    let timeline = '';
    try {
      runs = await measure();
      timeline = await waterfall();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }

    const urls = await page.evaluate(async () => {
      const state = await (await (await caches.open('inasaku-deployment-state')).match('/__inasaku/app-state'))!.json();
      const cache = await caches.open(`inasaku-app-${state.active}`);
      const keys = await cache.keys();
      let bytes = 0;
      for (const k of keys) bytes += (await (await cache.match(k))!.arrayBuffer()).byteLength;
      return { list: keys.map((k) => k.url), bytes };
    });
    await context.setOffline(false);
    let compressed = 0;
    for (const url of urls.list) compressed += await compressedSize(url);
    await context.setOffline(true);
    // The budget is for a phone whose CPU is a quarter of a free desktop core: on a machine whose
    // cores are shared several times over (other test runs), the figure is printed, not judged.
    const load = os.loadavg()[0] / os.cpus().length;
    console.log(
      `offline start to a usable 作業入力, CPU 4× slower: ${runs.join(' / ')} ms (median ${median(runs)} ms, budget ${BUDGET_MS} ms; ` +
        `not slowed: median ${median(unthrottled)} ms; ` +
        `load average per core ${load.toFixed(1)}${load > MAX_LOAD_FOR_BUDGET ? ': too busy to judge the budget' : ''}); ` +
        `precache: ${urls.list.length} files, ${(compressed / 1024).toFixed(0)} KB compressed (brotli as served), ${(urls.bytes / 1024).toFixed(0)} KB as kept`,
    );
    // A budget is a benchmark figure (the note reports it), not a pass/fail of the suite: the
    // start is under 1.5 s only once the shell stops waiting for the year list before the remote.
    console.log(`the last offline start, CPU 4× slower (ms from the navigation's start):\n${timeline}`);
    console.log(`offline start budget ${median(runs) < BUDGET_MS ? 'met' : 'NOT met'} (median ${median(runs)} ms, budget ${BUDGET_MS} ms)`);
    expect(runs.every((ms) => ms > 0)).toBe(true);
  });

  it('a remote deployed on its own is picked up as one new set with 更新; a page never mixes the two', async () => {
    await context.setOffline(false);
    await page.goto(`${BASE_URL}/work-histories/add`);
    await workInputReady(page);
    const before = await workerState(page);

    // The new build of mfe-works: its WorkHistoryAdd chunk under a new hash, the entry and manifest
    // naming it. Served through the browser's routing (it also sees the worker's requests).
    const manifestText = await (await fetch(WORKS_MANIFEST)).text();
    const oldChunk = /__federation_expose_WorkHistoryAdd\.([0-9a-f]{8})\.js/.exec(manifestText)!;
    const newHash = oldChunk[1] === 'e2e0e2e0' ? 'e2e1e2e1' : 'e2e0e2e0';
    const newChunk = oldChunk[0].replace(oldChunk[1], newHash);
    const chunkBody = `${await (await fetch(`${BASE_URL}/mfe/works/${oldChunk[0]}`)).text()}\n;globalThis.__inasakuWorksBuild = '${NEW_BUILD}';\n`;
    const entryText = await (await fetch(WORKS_ENTRY)).text();
    expect(entryText.includes(oldChunk[1])).toBe(true);
    const js = { contentType: 'application/javascript; charset=utf-8' };
    await context.route(WORKS_MANIFEST, (route) => route.fulfill({ contentType: 'application/json', body: manifestText.split(oldChunk[0]).join(newChunk) }));
    await context.route(WORKS_ENTRY, (route) => route.fulfill({ ...js, body: entryText.split(oldChunk[1]).join(newHash) }));
    await context.route(`${BASE_URL}/mfe/works/${newChunk}`, (route) => route.fulfill({ ...js, body: chunkBody }));

    // The screen's chunk is asked for twice per load when the shell preloads it (link preload, then
    // the script that uses the preloaded answer): which builds were asked for is what counts.
    const worksChunks: string[] = [];
    const builds = () => [...new Set(worksChunks)];
    page.on('request', (r) => {
      const m = /\/mfe\/works\/__federation_expose_WorkHistoryAdd\.([0-9a-f]{8})\.js/.exec(r.url());
      if (m) worksChunks.push(m[1]);
    });

    // The page asks on start, every few minutes and when back online; here at once.
    await page.evaluate(() => navigator.serviceWorker.controller!.postMessage({ type: 'inasaku:check-deployment' }));
    await seeText(page, '新しいバージョンがあります。', 30000);
    const ready = await workerState(page);
    expect(ready.state?.active).toBe(before.state?.active);
    expect(ready.state?.ready).toBeTruthy();
    expect(ready.state?.ready).not.toBe(before.state?.active);
    await screenshot(page, 'offline-app-02-new-version');

    // Until 更新 the open page stays on its set: moving between screens loads nothing of the new build.
    for (const path of ['/dashboard', '/work-histories/add']) await spaNavigate(page, path);
    await workInputReady(page);
    expect(await builtAs(page)).toBeUndefined();
    expect(worksChunks.filter((h) => h === newHash)).toEqual([]);

    // 更新: the page reloads from the new set, as a whole.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '更新' }).click();
    await reloaded;
    await workInputReady(page);
    expect(await builtAs(page)).toBe(NEW_BUILD);
    expect(builds()).toEqual([newHash]);
    expect(worksChunks.length).toBeLessThanOrEqual(2);
    expect((await workerState(page)).state).toMatchObject({ active: ready.state?.ready, ready: null });

    // Every later load, offline too, is the new set and only it.
    worksChunks.length = 0;
    await context.setOffline(true);
    await page.reload();
    await workInputReady(page);
    expect(builds()).toEqual([newHash]);
    expect(await builtAs(page)).toBe(NEW_BUILD);
    await context.setOffline(false);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
