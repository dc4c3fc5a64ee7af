import { MESSAGES, SIGN_IN_WORDS } from '@inasaku/contracts';

/**
 * Every string this remote shows. Server error messages come from the shared contract
 * (spec 001 §8) so the browser and the gateway can never word them differently.
 */
export const TEXTS = {
  brand: SIGN_IN_WORDS.brand,

  fields: {
    ...SIGN_IN_WORDS.fields,
    newPassword: '新しいパスワード',
    newPasswordConfirm: '新しいパスワード（確認）',
    code: '検証コード',
    agreement: '利用規約とプライバシーポリシーに同意する',
  },
  placeholders: {
    email: 'example@example.jp',
    code: '6桁の数字',
  },
  hints: {
    password: '8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。',
  },
  validation: {
    passwordMismatch: 'パスワードが一致しません。',
    agreementRequired: '利用規約とプライバシーポリシーに同意してください。',
  },

  signIn: SIGN_IN_WORDS.signIn,
  signUp: {
    title: 'アカウント登録',
    lead: 'メールアドレスとパスワードを入力してください。登録したメールアドレスに検証コードをお送りします。',
    submit: '登録',
    toSignIn: 'アカウントをお持ちの方はサインイン',
  },
  confirmSignUp: {
    title: '検証コードの確認',
    sentTo: (email: string) => `${email} に検証コードを送信しました。メールに記載されたコードを入力してください。`,
    unconfirmed: (email: string) =>
      `${email} の確認がまだ完了していません。メールに記載された検証コードを入力してください。届いていない場合は再送信してください。`,
    askEmail: '登録したメールアドレスと、メールに記載された検証コードを入力してください。',
    submit: '確認',
    resend: '検証コードを再送信',
    codeSent: '検証コードを送信しました。',
    registered: 'アカウントを登録しました。ログインしてください。',
    toSignIn: 'サインインに戻る',
  },
  signUpComplete: {
    title: '登録完了',
    message: 'アカウントの登録が完了しました。',
    countdown: (seconds: number) => `${seconds}秒後に自動的にサインインします。`,
    signingIn: 'サインインしています…',
    proceed: '今すぐはじめる',
    noPassword: 'アカウントの登録が完了しました。サインインしてください。',
    toSignIn: 'サインインへ',
  },
  forgot: {
    title: 'パスワードの再設定',
    step1: '登録したメールアドレスを入力してください。パスワード再設定用の検証コードをお送りします。',
    sendCode: '検証コードを送信',
    step2: (email: string) => `${email} に送信した検証コードと、新しいパスワードを入力してください。`,
    submit: 'パスワードを変更',
    resend: '検証コードを再送信',
    back: 'メールアドレスを入力し直す',
    changed: 'パスワードを変更しました。新しいパスワードでサインインしてください。',
    toSignIn: 'サインインに戻る',
  },
  newPassword: {
    title: '新しいパスワードの設定',
    lead: '仮パスワードでサインインしました。続けるには新しいパスワードを設定してください。',
    submit: 'パスワードを設定',
    expired: 'サインインの有効期限が切れました。もう一度サインインしてください。',
    toSignIn: 'サインインに戻る',
  },

  errors: {
    invalidCredentials: MESSAGES.invalidCredentials,
    passwordResetRequired: MESSAGES.passwordResetRequired,
    limitExceeded: MESSAGES.limitExceeded,
    authFailed: MESSAGES.authFailed,
    userExists: MESSAGES.userExists,
    codeMismatch: MESSAGES.codeMismatch,
    codeExpired: MESSAGES.codeExpired,
    codeDeliveryFailed: MESSAGES.codeDeliveryFailed,
    emailNotFound: MESSAGES.emailNotFound,
    connectionFailed: MESSAGES.connectionFailed,
  },
} as const;

// ---- Users, personal settings, delete account, inquiry, paid plan ----

export const USER_TEXTS = {
  title: 'ユーザー',
  add: 'ユーザーを追加',
  displayName: '表示名',
  email: 'メールアドレス',
  color: '色',
  rootBadge: 'アカウント作成者',
  youBadge: 'あなた',
  temporaryBadge: '仮パスワード',
  count: (shown: number, total: number) => `${total}人中 ${shown}人を表示`,
  empty: 'ユーザーが登録されていません。',
  loadFailed: 'ユーザーの一覧を読み込めませんでした。',
  detailAdd: 'ユーザーの追加',
  detailEdit: 'ユーザーの編集',
  addLead: '追加するユーザーのメールアドレスに仮パスワードをお送りします。初回サインイン時に新しいパスワードを設定していただきます。',
  rootOnlyAdd: 'ユーザーを追加できるのはアカウントを作成したユーザーのみです。',
  notOwnRecord: 'ご自身以外のユーザー情報は変更できません。',
  readOnlyOthers: '閲覧専用モードのため、ご自身以外のユーザー情報は変更できません。',
  temporaryPasswordSent: (email: string) =>
    `${email} 宛てに仮パスワードをお送りしました。初回サインイン時に新しいパスワードの設定が必要です。`,
  deleted: 'ユーザーを削除しました。',
  colorName: (i: number) => `色${i + 1}`,
} as const;

export const PERSONAL_TEXTS = {
  title: '個人設定',
  profile: 'プロフィール',
  email: 'メールアドレス',
  displayName: '表示名',
  changeDisplayName: '表示名を変更',
  profileChanged: 'プロフィールを変更しました。',
  password: 'パスワードの変更',
  currentPassword: '現在のパスワード',
  changePassword: 'パスワードを変更',
  passwordChanged: 'パスワードを変更しました。',
  leave: '退会',
  leaveLead: 'アカウントと、登録したすべてのデータを削除します。',
  leaveLink: 'アカウントを削除する（退会）',
  leaveRootOnly: 'アカウントを削除できるのはアカウントを作成したユーザーのみです。',
} as const;

export const DELETE_ACCOUNT_TEXTS = {
  title: '退会',
  lead: '退会すると、次のとおりとなります。内容をご確認のうえ、お手続きください。',
  notes: [
    'アカウントに登録されたすべてのデータ（ほ場、作業記録、品種、水位センサー、お知らせなど）が削除されます。',
    'このアカウントに追加したユーザーも削除され、どなたもサインインできなくなります。',
    '削除したデータは元に戻すことができません。',
    '退会後も、同じメールアドレスで改めてアカウントを登録できます。',
  ],
  reason: '退会の理由（任意）',
  reasonPlaceholder: 'よろしければ、退会の理由やご意見をお聞かせください。',
  submit: '退会する',
  cancel: 'キャンセル',
  confirm: '退会しますか？',
  done: '退会手続きが完了しました。ご利用ありがとうございました。',
  rootOnly: 'アカウントを削除できるのはアカウントを作成したユーザーのみです。',
  back: '個人設定に戻る',
} as const;

export const INQUIRY_TEXTS = {
  title: 'お問い合わせ・ご要望',
  lead: 'ご質問やご要望、不具合のご報告などをお送りください。内容を確認のうえ、ご登録のメールアドレス宛てにご連絡いたします。',
  comment: 'お問い合わせ内容',
  placeholder: 'お問い合わせ内容をご記入ください。',
  submit: '送信',
  sent: 'お問い合わせを送信しました。',
} as const;

export const PAYMENT_TEXTS = {
  title: '有料プランお申し込み',
  planName: 'スタンダードプラン（1契約）',
  yearly: (yen: string) => `年額 ${yen}円（税込）`,
  excludingTax: (yen: string) => `税抜 ${yen}円`,
  monthly: (yen: string) => `1か月あたり約${yen}円`,
  features: 'すべての機能を、アカウントのユーザー全員でご利用いただけます。',
  consentTerms: '利用規約に同意する',
  consentPrivacy: 'プライバシーポリシーおよび個人情報の取り扱いに同意する',
  paymentTermsLink: 'お支払い方法・お支払い時期・解約について',
  paymentTermsTitle: 'お支払いについて',
  paymentTerms: [
    'お支払い方法：クレジットカード（VISA、Mastercard、JCB、American Express、Diners Club）',
    'お支払い時期：お申し込み時に1年分（5,500円・税込）をお支払いいただきます。以降は1年ごとに自動で更新され、更新日に次の1年分をお支払いいただきます。',
    '解約：お問い合わせ・ご要望のページからお申し出ください。解約後も、お支払い済みの期間の終了までご利用いただけます。',
    '返金：お支払い済みの料金は、途中で解約された場合も返金いたしかねます。',
  ],
  card: 'カード情報',
  cardLocked: '上の2つの項目に同意すると、カード情報を入力できます。',
  testMode: 'テストモード',
  testModeLead: 'テストモードのため、実際の請求は発生しません。下のテストカードから1枚を選んでお申し込みください。',
  testCards: {
    success: { label: '承認されるカード', number: '4242 4242 4242 4242' },
    declined: { label: '拒否されるカード', number: '4000 0000 0000 0002' },
    threeDSecureFailed: { label: '3Dセキュア認証に失敗するカード', number: '4000 0000 0000 3063' },
  },
  chooseCard: 'テストカードを選択してください。',
  payjpLead: 'カード情報は決済代行会社（PAY.JP）の画面で入力します。入力後、本人認証（3Dセキュア）を行います。',
  payjpLoading: 'カード入力フォームを読み込んでいます…',
  submit: '申し込む',
  processing: '処理しています…',
  successNote: 'ご登録のメールアドレスに、お申し込み内容の確認メールをお送りしました。',
  cancelNote: '解約をご希望の場合は、お問い合わせ・ご要望のページからお申し出ください。',
  alreadyNote: 'お申し込みに心当たりがない場合は、お問い合わせください。',
  paidUntil: (date: string) => `ご利用期間：${date}まで（自動更新）`,
  toDashboard: 'ダッシュボードへ',
  retry: '再度申し込む',
  backToLogin: 'ログイン画面へ戻る',
  signInLead: '有料プランのお申し込みには、アカウントを登録したユーザーでのサインインが必要です。',
  statusFailed: 'お申し込み状況を確認できませんでした。',
  reload: '再読み込み',
} as const;

/** お知らせ: the dashboard notices board and the announcements report (spec 001 "Dashboard", "Announcements report"). */
export const NOTICE_TEXTS = {
  post: '投稿',
  save: '保存',
  edit: '編集',
  columns: {
    number: 'No.',
    datetime: '日時',
    postedAt: '投稿日時',
    contributor: '投稿者',
    title: 'タイトル',
    contents: '内容',
    image: '画像',
  },
  hasImage: '画像あり',
  imageMarker: '有',
  unread: '未読',
  addTitle: 'お知らせを投稿',
  editTitle: 'お知らせを編集',
  fields: {
    contributor: '投稿者',
    title: 'タイトル',
    contents: '内容',
    images: '画像',
  },
  placeholders: {
    title: '100文字以内',
    contents: '1000文字以内',
  },
  posted: '投稿しました。',
  deleted: 'お知らせを削除しました。',
  loadFailed: 'お知らせを読み込めませんでした。',
  readOnly: '閲覧専用のため、お知らせは投稿できません。',
  report: {
    hub: '年次レポート',
    title: 'お知らせ',
    seeAll: 'すべてを見る',
    total: (n: number) => `全${n}件`,
    detailTitle: 'お知らせ',
  },
  images: {
    upload: '画像アップロード',
    accept: 'PNG・JPEG（複数選択できます）',
    preparing: '画像を準備しています…',
    remove: '画像を削除',
    preview: '画像を拡大',
    skipped: (names: readonly string[]) => `${names.join('、')} は読み込めなかったため追加しませんでした。`,
  },
} as const;
