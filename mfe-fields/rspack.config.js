const { webConfig } = require('../tools/rspack/web-config');

// Module names exactly as the shell's route table (shell/src/routes.ts) asks for them.
module.exports = webConfig({
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
  // `rspack serve` alone shows the screens for a developer already signed in on the gateway.
  standalone: { title: '稲作 ほ場', proxy: ['/auth', '/inasaku', '/api'] },
});
