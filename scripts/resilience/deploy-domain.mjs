// The one-domain deployment under the resilience suite's load (run.mjs): the works domain is
// deployed into the running cluster by `npm run deploy:domain`'s own code (its two service replicas
// rolled one at a time, its remote switched to a new release) while the load runs and a signed-in
// page is open on the dashboard. Passes when no request failed, and the open page, without a
// reload, loads the new release of mfe_works on its next screens while no other remote's manifest
// or entry is fetched again.
import { createRequire } from 'node:module';
import { buildRemote, deployDomain, newVersion } from '../deploy-domain.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const DEPLOYED_DOMAIN = 'works';
const PICK_UP_BUDGET_MS = 180_000;
const OTHER_REMOTE_ENTRY = /\/mfe\/(?!works\/)[a-z-]+\/(.*\/)?(mf-manifest\.json|remoteEntry\.js)(\?|$)/;

/** Built before the cluster starts, so the build's CPU is not part of the deployment measured. */
export function buildRelease() {
  const version = newVersion();
  return { version, dist: buildRemote('mfe_works', version) };
}

async function openSignedIn(gateway, cookie) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: gateway };
  }));
  return { browser, page: await context.newPage() };
}

/** A navigation inside the single-page app, as a menu click makes it (no document load). */
const navigate = (page, to) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

export async function deployUnderLoad(load, { release, gateway, cookie, figuresOf, requestsSoFar, log }) {
  const { browser, page } = await openSignedIn(gateway, cookie);
  try {
    const requests = [];
    page.on('request', (r) => requests.push({ at: Date.now(), url: r.url() }));
    await page.goto(`${gateway}/dashboard`);
    await page.locator('[data-remote="mfe_works/WorkLogWidget"]').first().waitFor({ timeout: 60_000 });
    // A screen of another domain too, so that a reload of its remote after the deployment would show.
    await navigate(page, '/brands');
    await page.locator('[data-remote="mfe_fields/Brands"]').first().waitFor({ timeout: 30_000 });
    await navigate(page, '/dashboard');
    await page.locator('[data-remote="mfe_works/WorkLogWidget"]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const loadedBefore = new Set(requests.filter((r) => OTHER_REMOTE_ENTRY.test(r.url)).map((r) => new URL(r.url).pathname));

    const since = Date.now();
    const before = requestsSoFar(load);
    const { entry } = await deployDomain(DEPLOYED_DOMAIN, { version: release.version, build: false, dist: release.dist, log });
    const deployedMs = Date.now() - since;

    // The next screens: one of another domain (its navigation makes the shell look at remotes.json),
    // then one of works, which must come from the new release.
    const releasePath = `/mfe/works/${release.version}/`;
    let pickedUpMs = null;
    // The shell's service worker hands out a new remotes.json only once it holds the whole new
    // deployment (it looks at most once a minute): up to three minutes.
    const until = Date.now() + PICK_UP_BUDGET_MS;
    while (Date.now() < until && pickedUpMs === null) {
      await navigate(page, '/brands');
      await page.locator('[data-remote="mfe_fields/Brands"]').first().waitFor({ timeout: 30_000 });
      await sleep(1000);
      await navigate(page, '/works');
      await page.locator('[data-remote="mfe_works/Works"]').first().waitFor({ timeout: 30_000 });
      await sleep(1500);
      if (requests.some((r) => r.at >= since && r.url.includes(releasePath) && r.url.endsWith('.js'))) pickedUpMs = Date.now() - since;
      else await sleep(5000);
    }
    const worksError = await page.getByText('この画面を読み込めませんでした。').count();
    const sameDocument = await page.evaluate(() => window.__sameDocument === true);
    // Loaded before and asked for again: another remote reloaded (a first load of one never opened is not).
    const otherRemotesFetched = requests.filter((r) => r.at >= since && loadedBefore.has(new URL(r.url).pathname)).map((r) => new URL(r.url).pathname);
    await sleep(1000);
    const w = figuresOf(load, since, Date.now());
    const figures = {
      requests: requestsSoFar(load) - before, entry, deployedMs, pickedUpMs, sameDocument, otherRemotesFetched,
      releaseFilesLoaded: requests.filter((r) => r.url.includes(releasePath)).length, otherRemotesLoadedBefore: [...loadedBefore], ...w,
    };
    const why = [
      w.failed && `${w.failed} failed request(s) during the deployment`,
      pickedUpMs === null && `the open page never loaded ${releasePath}`,
      !sameDocument && 'the page was reloaded',
      otherRemotesFetched.length && `other remotes fetched again: ${otherRemotesFetched.join(', ')}`,
      worksError && 'the works screen shows a load error',
    ].filter(Boolean).join('; ');
    return { ok: !why, why, figures };
  } finally {
    await browser.close();
  }
}
