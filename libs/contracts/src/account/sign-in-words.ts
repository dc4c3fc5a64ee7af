/**
 * The words of the sign-in screen, drawn twice: by the shell's first page (which needs neither
 * antd nor a remote) and by mfe-account's auth view (the sign-in inside the app, the mobile
 * payment's sign-in). One copy, so that the two never word it differently.
 */
export const SIGN_IN_WORDS = {
  brand: {
    name: '稲作',
    tagline: '田んぼの作業記録と水管理を、もっとかんたんに。',
  },
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
  },
  signIn: {
    title: 'サインイン',
    submit: 'サインイン',
    forgot: 'パスワードをお忘れの方',
    maintenanceTitle: 'メンテナンス中です',
    maintenanceDefault: 'ただいまメンテナンス中です。しばらくしてから再度お試しください。',
    retry: '再試行',
    resetPassword: 'パスワードを再設定する',
  },
} as const;
