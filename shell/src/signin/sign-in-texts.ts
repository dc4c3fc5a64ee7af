import { MESSAGES } from '@inasaku/contracts';

/**
 * The words of the sign-in screen, the same as mfe-account's TEXTS (brand, fields, signIn);
 * sign-in-texts.spec.ts keeps them equal. The shell draws this one screen itself so that the
 * first page needs neither antd nor a remote.
 */
export const SIGN_IN_TEXTS = {
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
  errors: {
    invalidCredentials: MESSAGES.invalidCredentials,
    passwordResetRequired: MESSAGES.passwordResetRequired,
    limitExceeded: MESSAGES.limitExceeded,
    authFailed: MESSAGES.authFailed,
    connectionFailed: MESSAGES.connectionFailed,
  },
  /** antd's Input.Password labels its eye icon so. */
  showPassword: 'eye-invisible',
  hidePassword: 'eye',
} as const;
