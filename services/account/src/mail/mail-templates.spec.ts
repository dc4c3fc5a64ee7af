import { codeMail, describeDuration } from './mail-templates';

describe('mail templates', () => {
  it('puts the code on its own line in a Japanese mail', () => {
    const mail = codeMail('signup', 'a@example.com', '012345', 86_400);
    expect(mail.subject).toBe('【稲作】検証コードのお知らせ');
    expect(mail.text).toContain('\n検証コード: 012345\n');
    expect(mail.text).toContain('有効期限は24時間');
  });

  it('words the reset mail for a password reset', () => {
    const mail = codeMail('reset', 'a@example.com', '999999', 3_600);
    expect(mail.subject).toContain('パスワード再設定');
    expect(mail.text).toContain('検証コード: 999999');
    expect(mail.text).toContain('有効期限は1時間');
  });

  it('describes durations', () => {
    expect(describeDuration(1_800)).toBe('30分');
    expect(describeDuration(45)).toBe('45秒');
    expect(describeDuration(172_800)).toBe('48時間');
  });
});
