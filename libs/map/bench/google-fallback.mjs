// `node bench/google-fallback.mjs`: the provider choice in a real browser, offline.
//   - without a key the page never requests Google code or Google's servers;
//   - with a key Google cannot load here, so the map must fall back to GSI tiles and say
//     so exactly once, with no page error.
import assert from 'node:assert/strict';
import { buildPage, launch, openPage } from './harness.mjs';

const MESSAGE = 'Google マップを読み込めなかったため、地理院地図で表示しています。';
const built = await buildPage();
const browser = await launch();
try {
  {
    const { page, requests, errors } = await openPage(browser, built.dir, 'pins=10');
    await page.waitForSelector('[data-map-provider="leaflet"][data-pins-drawn="10"]', { timeout: 20000 });
    await page.waitForTimeout(500);
    assert.deepEqual(requests.filter((u) => u.endsWith('.js')), ['http://bench.local/page.js'], 'only the main bundle without a key');
    assert.equal(requests.filter((u) => u.includes('google')).length, 0, 'no request to Google without a key');
    assert.deepEqual(errors, []);
    console.log('without a key: Leaflet only, no Google chunk, no Google request');
  }
  {
    const { page, requests, errors } = await openPage(browser, built.dir, 'pins=10&google=AIzaOFFLINE');
    await page.waitForSelector('[data-map-provider="leaflet"][data-pins-drawn="10"]', { timeout: 20000 });
    await page.getByText(MESSAGE).waitFor({ timeout: 5000 });
    await page.waitForTimeout(500);
    assert.equal(await page.getByText(MESSAGE).count(), 1, 'the fallback is announced once');
    assert.ok(requests.some((u) => u.startsWith('https://maps.googleapis.com/')), 'Google was tried first');
    assert.deepEqual(errors, []);
    console.log('with a key, offline: Google tried, Leaflet shown, message shown once');
  }
} finally {
  await browser.close();
  built.remove();
}
