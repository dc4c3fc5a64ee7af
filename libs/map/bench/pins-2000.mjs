// `npm run bench -w @inasaku/map`: the farm map with 2,000 pins in headless Chromium,
// offline (see harness.mjs). Measures, as the median of RUNS (default 3):
//   - navigation start -> all 2,000 pins drawn (budget 1.5 s)
//   - pointer down on a pin -> detail panel painted (budget 100 ms)
//   - 95th percentile frame interval while dragging the map (60 fps is 16.7 ms)
// SCREENSHOT=file.png keeps a picture of the selected pin with its info window.
import { buildPage, launch, openPage } from './harness.mjs';

const pins = Number(process.env.PINS ?? 2000);
const runs = Number(process.env.RUNS ?? 3);
// OUTLINES=1: every field also has an outline (fields with boundaries).
const outlines = process.env.OUTLINES === '1' ? '&outlines=1' : '';

async function measure(browser, dir) {
  const { page, errors } = await openPage(browser, dir, `pins=${pins}${outlines}`);
  await page.waitForFunction(() => window.bench.pinsDrawnAt !== undefined, null, { timeout: 30000 });
  const drawnMs = await page.evaluate(() => window.bench.pinsDrawnAt);

  // The 'target' pin stands at the map centre; its head is 30 px above the tip.
  const box = await page.locator('.leaflet-container').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.click(cx, cy - 30);
  await page.waitForFunction(() => window.bench.panelShownAt !== undefined, null, { timeout: 5000 });
  const clickMs = await page.evaluate(() => window.bench.panelShownAt - window.bench.clickStartedAt);
  // Of which: pointer down to the click event (the browser and the test driver), then our work.
  const clickHandlingMs = await page.evaluate(() => window.bench.panelShownAt - window.bench.clickEventAt);
  const panel = await page.locator('#detail-panel').textContent();
  // Past 2,000 pins (PINS=10000) other pins cover the target's head at the centre: the click must
  // still open some field's panel, and the time is what is measured.
  if (pins <= 2000 ? !panel.includes('target') : !panel.includes('ほ場詳細')) throw new Error(`clicked the wrong pin: ${panel}`);
  if (process.env.SCREENSHOT) {
    await page.waitForSelector('.leaflet-tooltip');
    await page.screenshot({ path: process.env.SCREENSHOT, clip: { x: cx - 200, y: cy - 150, width: 400, height: 250 } });
  }

  // Drag the map and collect frame intervals meanwhile.
  await page.evaluate(() => {
    window.bench.frames = [];
    let last = performance.now();
    const tick = (t) => {
      window.bench.frames.push(t - last);
      last = t;
      if (window.bench.frames.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(cx + 200, cy + 150);
  await page.mouse.down();
  for (let i = 0; i < 60; i++) await page.mouse.move(cx + 200 - i * 6, cy + 150 - i * 3);
  await page.mouse.up();
  const frames = await page.evaluate(() => window.bench.frames.slice(1));
  frames.sort((a, b) => a - b);
  const p95FrameMs = frames[Math.floor(frames.length * 0.95)] ?? NaN;
  await page.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  return { drawnMs, clickMs, clickHandlingMs, p95FrameMs };
}

const built = await buildPage();
const browser = await launch();
const results = [];
try {
  for (let i = 0; i < runs; i++) results.push(await measure(browser, built.dir));
} finally {
  await browser.close();
  built.remove();
}
const median = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const round = (n) => Math.round(n * 10) / 10;
const summary = {
  pins,
  runs,
  navigationToPinsDrawnMs: round(median('drawnMs')),
  pinClickToPanelMs: round(median('clickMs')),
  clickEventToPanelMs: round(median('clickHandlingMs')),
  dragFrameP95Ms: round(median('p95FrameMs')),
  budget: { navigationToPinsDrawnMs: 1500, pinClickToPanelMs: 100 },
};
console.log(JSON.stringify({ runs: results.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)]))), summary }, null, 2));
if (summary.navigationToPinsDrawnMs > 1500 || summary.pinClickToPanelMs > 100) process.exitCode = 1;
