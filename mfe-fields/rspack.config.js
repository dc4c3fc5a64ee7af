const rspack = require('@rspack/core');
const { webConfig } = require('../tools/rspack/web-config');

// Module names exactly as the shell's route table (shell/src/routes.ts) asks for them.
const config = webConfig({
  dir: __dirname,
  name: 'mfe_fields',
  exposes: {
    './PaddyFieldAdd': './src/paddy-fields/PaddyFieldAdd.tsx',
    './PaddyFieldShow': './src/paddy-fields/PaddyFieldShow.tsx',
    './Brands': './src/brands/Brands.tsx',
    './BrandDetail': './src/brands/BrandDetail.tsx',
    './BrandOrder': './src/brands/BrandOrder.tsx',
    './Markers': './src/markers/Markers.tsx',
    './Landmarks': './src/landmarks/Landmarks.tsx',
  },
  port: 4202,
});

// `rspack serve` alone shows the screens (src/bootstrap.tsx) with the gateway proxied, for a
// developer already signed in on the gateway; production builds stay a pure remote.
if (process.env.NODE_ENV === 'development') {
  const gateway = process.env.GATEWAY_URL || 'http://localhost:8080';
  config.plugins.push(new rspack.HtmlRspackPlugin({ title: '稲作 ほ場' }));
  config.devServer.proxy = [{ context: ['/auth', '/inasaku', '/api'], target: gateway, changeOrigin: true }];
}

module.exports = config;
