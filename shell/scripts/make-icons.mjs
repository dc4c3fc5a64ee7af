// Renders shell/scripts/icon.svg into the PNG icons the web app manifest and iOS ask for
// (shell/public/icons). Chromium (playwright-core, already used by the browser tests) draws the
// SVG, so no image library is needed. Run again after changing the SVG and commit the PNGs:
//   node shell/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../public/icons');
const svg = fs.readFileSync(path.join(here, 'icon.svg'), 'utf8');

// any: rounded tile; maskable: full bleed (the launcher crops it); apple: square (iOS rounds it itself);
// badge: the white silhouette Android shows in the status bar (only its alpha counts).
const variants = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-192.png', size: 192, kind: 'full' },
  { file: 'maskable-512.png', size: 512, kind: 'full' },
  { file: 'apple-touch-icon-180.png', size: 180, kind: 'full' },
  { file: 'badge-96.png', size: 96, kind: 'badge' },
];

function svgFor(kind) {
  if (kind === 'full') return svg.replace('rx="96"', 'rx="0"');
  if (kind === 'badge') {
    return svg.replace(/<rect id="bg"[^>]*\/>/, '').replace(/(fill|stroke)="#[0-9a-f]{6}"/g, '$1="#ffffff"');
  }
  return svg;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  fs.mkdirSync(out, { recursive: true });
  for (const { file, size, kind } of variants) {
    await page.setViewportSize({ width: size, height: size });
    const body = svgFor(kind).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
    await page.screenshot({ path: path.join(out, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`wrote ${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
