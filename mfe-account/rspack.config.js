const { webConfig } = require('../tools/rspack/web-config');

module.exports = webConfig({
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
  // `rspack serve` alone shows the auth view.
  standalone: { title: '稲作', proxy: ['/auth', '/maintenance'] },
});
