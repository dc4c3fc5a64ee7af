import type { MailMessage } from './mailer';

export type CodeMailKind = 'signup' | 'reset';

export function describeDuration(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400 * 24}時間`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600}時間`;
  if (seconds % 60 === 0) return `${seconds / 60}分`;
  return `${seconds}秒`;
}

/** What differs between the two code mails: the subject, the opening line and what to enter. */
const CODE_MAILS: Record<CodeMailKind, { subject: string; opening: string; instruction: string }> = {
  signup: {
    subject: '【稲作】検証コードのお知らせ',
    opening: '稲作へのご登録ありがとうございます。',
    instruction: '以下の検証コードを画面に入力して、アカウントの登録を完了してください。',
  },
  reset: {
    subject: '【稲作】パスワード再設定の検証コードのお知らせ',
    opening: 'パスワードの再設定を受け付けました。',
    instruction: '以下の検証コードと新しいパスワードを画面に入力してください。',
  },
};

/** Japanese mails with the code on a line of its own ("検証コード: 123456"). */
export function codeMail(kind: CodeMailKind, to: string, code: string, ttlSeconds: number): MailMessage {
  const { subject, opening, instruction } = CODE_MAILS[kind];
  const validity = `この検証コードの有効期限は${describeDuration(ttlSeconds)}です。`;
  const footer = ['お心当たりのない場合は、このメールを破棄してください。', '', '――――――――――', '稲作', '※このメールは送信専用です。'];
  return { to, subject, text: [opening, '', instruction, '', `検証コード: ${code}`, '', validity, ...footer].join('\n') };
}
