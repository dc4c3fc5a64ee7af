import type { MailMessage } from './mailer';

const FOOTER = ['', '――――――――――', '稲作', '※このメールは送信専用です。'];

/** To a user the root user added: login id, temporary password, where to sign in. */
export function temporaryPasswordMail(o: { to: string; invitedBy: string; password: string; appUrl: string; validDays: number }): MailMessage {
  return {
    to: o.to,
    subject: '【稲作】ユーザー登録のお知らせ',
    text: [
      `${o.invitedBy}さんがあなたを稲作のユーザーとして登録しました。`,
      '',
      '以下のメールアドレスと仮パスワードでログインし、新しいパスワードを設定してください。',
      '',
      `メールアドレス: ${o.to}`,
      `仮パスワード: ${o.password}`,
      `（仮パスワードの有効期限は${o.validDays}日間です。期限が過ぎた場合は、登録した方にユーザーの再登録を依頼してください。）`,
      '',
      `ログイン: ${o.appUrl}`,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
      ...FOOTER,
    ].join('\n'),
  };
}

/** To support: one inquiry with who sent it. */
export function inquiryMail(o: {
  to: string; inquiryId: string; accountId: string; userId: string | null; email: string; displayName: string; planType: number;
  comment: string; sentAt: string;
}): MailMessage {
  return {
    to: o.to,
    subject: `【稲作】お問い合わせ（${o.displayName}）`,
    text: [
      'お問い合わせ・ご要望を受け付けました。',
      '',
      `受付番号: ${o.inquiryId}`,
      `受付日時: ${o.sentAt}`,
      `アカウントID: ${o.accountId}`,
      `ユーザーID: ${o.userId ?? '-'}`,
      `表示名: ${o.displayName}`,
      `メールアドレス: ${o.email}`,
      `プラン: ${o.planType}`,
      '',
      '―― 内容 ――',
      o.comment,
    ].join('\n'),
  };
}

/** To the root user after a successful application. */
export function paymentConfirmationMail(o: { to: string; yearlyYen: number; periodEnd: string; testMode: boolean }): MailMessage {
  return {
    to: o.to,
    subject: '【稲作】有料プランお申し込み完了のお知らせ',
    text: [
      ...(o.testMode ? ['※テストモードでのお申し込みです。実際の請求は発生しません。', ''] : []),
      '稲作の有料プランにお申し込みいただき、ありがとうございます。',
      '',
      `ご利用料金: 年額 ${o.yearlyYen.toLocaleString('ja-JP')}円（税込）`,
      `ご利用期間: ${o.periodEnd}まで（以降1年ごとに自動更新）`,
      '',
      '解約をご希望の場合は、メニューの「お問い合わせ・ご要望」からご連絡ください。',
      ...FOOTER,
    ].join('\n'),
  };
}
