const path = require('node:path');
const rspack = require('@rspack/core');
const { webConfig } = require('../tools/rspack/web-config');
const { ShellAssetsPlugin } = require('./scripts/shell-assets-plugin');

const production = process.env.NODE_ENV !== 'development';
const app = webConfig({ dir: __dirname, name: 'shell', host: true, port: 4200 });

/**
 * /early.js, what a page asks before the shell's code has loaded (src/page-start): its own
 * compilation, built before the app, with no Module Federation runtime and no chunks (index.html
 * runs it as one small classic script), and a stable name. The app copies it in, so that it is
 * precompressed and listed for the service worker like the files of public/.
 */
const EARLY_DIR = path.join(__dirname, 'dist-early');
const pageStart = {
  name: 'page-start',
  mode: app.mode,
  context: __dirname,
  target: 'web',
  entry: { early: './src/page-start/index.ts' },
  devtool: production ? 'source-map' : false,
  output: { path: EARLY_DIR, publicPath: '/', filename: 'early.js', clean: true, iife: true },
  resolve: app.resolve,
  module: { rules: [app.module.rules[0]] },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
};

// The web app manifest and its icons (made by scripts/make-icons.mjs) go to the site root as they
// are, and so does /early.js.
app.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ from: path.join(__dirname, 'public'), to: '.' }, { from: EARLY_DIR, to: '.' }],
  }),
);
// The list of the shell's files the service worker keeps for offline use (/shell-assets.json).
app.plugins.push(new ShellAssetsPlugin());

/**
 * The shell's service worker, its own compilation: a stable name (/sw.js, whose URL must not change
 * between builds), no Module Federation runtime and no chunks (a worker cannot load them the way a
 * page does). Built after the app, whose output.clean would otherwise remove it.
 */
const serviceWorker = {
  name: 'service-worker',
  dependencies: ['shell'],
  mode: app.mode,
  context: __dirname,
  target: 'webworker',
  entry: { sw: './src/service-worker/sw.ts' },
  devtool: production ? 'source-map' : false,
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: 'sw.js', clean: false },
  resolve: app.resolve,
  module: { rules: [app.module.rules[0]] },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
};

module.exports = [{ ...app, name: 'shell', dependencies: ['page-start'] }, pageStart, serviceWorker];
