// One rspack configuration for the shell (host) and every remote, so that shared
// singletons and the build pipeline stay identical across independently deployed apps.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin');
const { compileHintPlugin } = require('./compile-hints');

const root = path.resolve(__dirname, '../..');
const ONLINE_ONLY_PACKAGES = /[\\/]node_modules[\\/](exceljs|echarts|zrender|echarts-for-react|size-sensor)[\\/]/;
const SHARED_SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client',
  'react-router-dom', 'antd', '@ant-design/cssinjs', 'dayjs',
  // One query cache per page: the shell's QueryClient reaches every remote's hooks only when all
  // of them use the same module instance (its React context).
  '@tanstack/react-query',
];

// Shared singletons are never tree-shaken: MF's 'runtime-infer' shared tree-shaking was tried for
// antd and broke remotes (the shell loads its trimmed antd first, a remote then misses Form).
// zod is not shared for that reason: whole (every locale) it is about 71 KB compressed, against
// about 23 KB for what one app's contracts use of it.

function sharedConfig(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const versionOf = (name) => pkg.dependencies[name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')];
  // Dexie once per page (its change events reach the outbox badge of the shell from a remote's
  // write); shared only by the apps that keep data on the device and so list it.
  const deviceStore = ['dexie'].filter((name) => versionOf(name));
  return Object.fromEntries(
    [...SHARED_SINGLETONS, ...deviceStore].map((name) => [name, { singleton: true, requiredVersion: versionOf(name) }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir       the app folder (__dirname of its rspack.config.js)
 * @param {string} o.name      federation name, e.g. 'shell' or 'mfe_account'
 * @param {Record<string,string>} [o.exposes]  remote modules (remotes only)
 * @param {boolean} [o.host]   true for the shell: emits index.html
 * @param {number} [o.port]    dev-server port
 * @param {{ title: string, proxy: string[] }} [o.standalone]  a remote that `rspack serve` also shows
 *   alone (its src/bootstrap.tsx): the page's title and the paths proxied to the gateway
 */
function webConfig({ dir, name, exposes, host = false, port = 4200, standalone }) {
  const production = process.env.NODE_ENV !== 'development';
  const config = baseConfig({ dir, name, exposes, host, port, production });
  // Production builds stay a pure remote without an HTML page.
  if (standalone && !production) {
    const gateway = process.env.GATEWAY_URL || 'http://localhost:8080';
    config.plugins.push(new rspack.HtmlRspackPlugin({ title: standalone.title }));
    config.devServer.proxy = [{ context: standalone.proxy, target: gateway, changeOrigin: true }];
  }
  return config;
}

function baseConfig({ dir, name, exposes, host, port, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // A release deployed on its own (scripts/deploy-domain.mjs) can meet an earlier release of the
      // same remote in one open page: its own JSONP array keeps its runtime from taking the earlier
      // release's chunks for its own.
      ...(process.env.REMOTE_RELEASE && !host ? { chunkLoadingGlobal: `webpackChunk_${name}_${process.env.REMOTE_RELEASE.replace(/[^A-Za-z0-9]/g, '_')}` } : {}),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // Workspace libs are compiled from source so the browser bundle gets ESM tree-shaking.
      alias: {
        ...Object.fromEntries(
          ['contracts', 'domain', 'ui', 'map', 'offline'].map((l) => [`@inasaku/${l}$`, path.join(root, 'libs', l, 'src/index.ts')]),
        ),
        // antd's stylesheet loader alone, for the shell's first page (which loads no antd itself).
        '@inasaku/ui/antd-styles$': path.join(root, 'libs/ui/src/antd-styles.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          oneOf: [
            // A stylesheet the page inserts itself (`import url from '….css?url'`): copied with a
            // content hash; antd's without the components no screen uses (antd-css.js).
            {
              test: /[\\/]antd[\\/]dist[\\/]antd\.css$/,
              resourceQuery: /url/,
              type: 'asset/resource',
              generator: { filename: '[name].[contenthash:8][ext]' },
              use: [path.join(__dirname, 'antd-css.js')],
            },
            { resourceQuery: /url/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } },
            { type: 'css/auto' },
          ],
        },
        // antd's shared index without the components no screen uses (antd-barrel.js).
        { test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/, use: [path.join(__dirname, 'antd-barrel.js')] },
        // Tables measure the scrollbar once per class of element, not each on mount (scrollbar-size.js).
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js$/, use: [path.join(__dirname, 'scrollbar-size.js')] },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes || {},
        shared: sharedConfig(dir),
        manifest: true,
        dts: false,
        // The shell provides the federation runtime once; remotes use it instead of bundling
        // their own copy (about 25 KB compressed less on every page).
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      host && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') }),
      production && compileHintPlugin(rspack),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // antd's sheet comes minified; lowered for the CSS targets it would grow from 0.7 to 2.8 MB.
        new rspack.LightningCssMinimizerRspackPlugin({ exclude: /^antd\.[0-9a-f]{8}\.css$/ }),
      ],
      splitChunks: {
        cacheGroups: {
          // Code loaded on demand for work that needs the network anyway (Excel export, charts of
          // readings and weather the device does not keep): named online-<package>, which the
          // shell's service worker leaves out of the set it keeps for offline use (deployment.ts
          // ONLINE_ONLY_CHUNK) and keeps once used instead (about 650 KB compressed less to download
          // on a phone after sign-in).
          onlineOnly: {
            test: ONLINE_ONLY_PACKAGES,
            chunks: 'async',
            name: (module) => `online-${ONLINE_ONLY_PACKAGES.exec(module.resource ?? module.context ?? '')?.[1] ?? 'misc'}`,
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    experiments: { css: true },
    performance: { hints: false },
    devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

module.exports = { webConfig, SHARED_SINGLETONS };
