// One rspack configuration for the shell (host) and every remote, so that shared
// singletons and the build pipeline stay identical across independently deployed apps.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin');

const root = path.resolve(__dirname, '../..');
const SHARED_SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client',
  'react-router-dom', 'antd', '@ant-design/cssinjs', 'dayjs',
];

// Shared singletons are never tree-shaken: MF's 'runtime-infer' shared tree-shaking was tried for
// antd and broke remotes (the shell loads its trimmed antd first, a remote then misses Form).

function sharedConfig(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const versionOf = (name) => pkg.dependencies[name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')];
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(name) }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir       the app folder (__dirname of its rspack.config.js)
 * @param {string} o.name      federation name, e.g. 'shell' or 'mfe_account'
 * @param {Record<string,string>} [o.exposes]  remote modules (remotes only)
 * @param {boolean} [o.host]   true for the shell: emits index.html
 * @param {number} [o.port]    dev-server port
 */
function webConfig({ dir, name, exposes, host = false, port = 4200 }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // Workspace libs are compiled from source so the browser bundle gets ESM tree-shaking.
      alias: Object.fromEntries(
        ['contracts', 'domain', 'ui', 'map'].map((l) => [`@inasaku/${l}$`, path.join(root, 'libs', l, 'src/index.ts')]),
      ),
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
        { test: /\.css$/, type: 'css/auto' },
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
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    experiments: { css: true },
    performance: { hints: false },
    devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

module.exports = { webConfig, SHARED_SINGLETONS };
