const rspack = require('@rspack/core');
const { webConfig } = require('../tools/rspack/web-config');

const config = webConfig({
  dir: __dirname,
  name: 'mfe_account',
  // Names match shell/src/routes.ts and shell/src/dashboard/widgets.ts; each file default-exports.
  exposes: {
    './AuthView': './src/auth/AuthView.tsx',
    './Users': './src/users/Users.tsx',
    './UserDetail': './src/users/UserDetail.tsx',
    './PersonalSettings': './src/settings/PersonalSettings.tsx',
    './DeleteAccount': './src/settings/DeleteAccount.tsx',
    './Inquiry': './src/inquiry/Inquiry.tsx',
    './Payment': './src/payment/Payment.tsx',
    './MobilePayment': './src/payment/MobilePayment.tsx',
    './MobilePaymentComplete': './src/payment/MobilePaymentComplete.tsx',
    './NoticesWidget': './src/notices/NoticesWidget.tsx',
    './NoticesReport': './src/notices/NoticesReport.tsx',
  },
  port: 4201,
});

// `rspack serve` alone shows the auth view (src/bootstrap.tsx) with the gateway proxied;
// production builds stay a pure remote without an HTML page.
if (process.env.NODE_ENV === 'development') {
  const gateway = process.env.GATEWAY_URL || 'http://localhost:8080';
  config.plugins.push(new rspack.HtmlRspackPlugin({ title: '稲作' }));
  config.devServer.proxy = [{ context: ['/auth', '/maintenance'], target: gateway, changeOrigin: true }];
}

module.exports = config;
