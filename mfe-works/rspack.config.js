const { webConfig } = require('../tools/rspack/web-config');

// Route screens and dashboard widgets of the works domain; names match shell/src/routes.ts
// and shell/src/dashboard/widgets.ts. Each file default-exports its component.
module.exports = webConfig({
  dir: __dirname,
  name: 'mfe_works',
  exposes: {
    './WorkHistoryAdd': './src/input/WorkHistoryAdd.tsx',
    './WorkHistoryShow': './src/history/WorkHistoryShow.tsx',
    './Works': './src/settings/Works.tsx',
    './WorksItemEdit': './src/settings/WorksItemEdit.tsx',
    './WorksDetailEdit': './src/settings/WorksDetailEdit.tsx',
    './WorksItemOrder': './src/settings/WorksItemOrder.tsx',
    './WorksOrder': './src/settings/WorksOrder.tsx',
    './WorkLogWidget': './src/widgets/WorkLogWidget.tsx',
    './WorkProgressWidget': './src/widgets/WorkProgressWidget.tsx',
  },
  port: 4203,
});
