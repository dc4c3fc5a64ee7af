// Shared by the browser scripts of this folder: builds bench/page.tsx with rspack into a
// temporary folder and opens it in headless Chromium with no network at all: the page is
// served from memory, GSI tiles are answered with a 1x1 PNG, everything else is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const { chromium } = require('playwright-core');
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export async function buildPage() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-map-bench-'));
  const compiler = rspack({
    mode: 'production',
    context: here,
    entry: './page.tsx',
    output: { path: out, filename: 'page.js', cssFilename: 'page.css', publicPath: '/' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: Object.fromEntries(['domain', 'map'].map((l) => [`@inasaku/${l}$`, path.join(root, 'libs', l, 'src/index.ts')])),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg)$/, type: 'asset/resource' },
      ],
    },
    experiments: { css: true },
    devtool: false,
    performance: { hints: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || stats.hasErrors()) reject(err ?? new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  return { dir: out, remove: () => fs.rmSync(out, { recursive: true, force: true }) };
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD/gH9S0T5uwAAAABJRU5ErkJggg==', 'base64');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml' };
const HTML = '<!doctype html><meta charset="utf-8"><body style="margin:0"><link rel="stylesheet" href="/page.css"><div id="root"></div><script src="/page.js"></script>';

/**
 * Opens the page at http://bench.local/?query; returns the page and every URL it requested.
 * `before(page)` runs before the navigation (to attach a DevTools session, say).
 */
export async function openPage(browser, dir, query, before) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await before?.(page);
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'cyberjapandata.gsi.go.jp') return route.fulfill({ body: TINY_PNG, contentType: 'image/png' });
    if (url.hostname !== 'bench.local') return route.abort();
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: HTML });
    const file = path.join(dir, path.basename(url.pathname));
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body: fs.readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  await page.goto(`http://bench.local/?${query}`);
  return { page, requests, errors };
}
