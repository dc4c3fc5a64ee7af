import { SUBJECTS } from '@inasaku/contracts';
import { mailsTo, suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { expireFreePeriod, newFarm } from '../test/farm';

const create = SUBJECTS.account.inquiries.create;

describe('POST /api/inquiry', () => {
  const h = suiteHarness(() => startAccountService({ SUPPORT_EMAIL: 'help@inasaku.test', INQUIRY_MAX: '2' }));

  it('stores the inquiry and mails it to support with who sent it', async () => {
    const farm = await newFarm(h, 'taro@example.com');
    const { inquiry_id } = await h.client.call<{ inquiry_id: string }>(create, { comment: '水位センサーについて教えてください。', account_id: 'x' }, farm.context());
    const [row] = await h.sql<{ account_id: string; email: string; comment: string; mailed: boolean }>(
      'SELECT account_id, email, comment, mailed_at IS NOT NULL AS mailed FROM account.inquiries WHERE inquiry_id = $1', [inquiry_id],
    );
    expect(row).toEqual({ account_id: farm.accountId, email: 'taro@example.com', comment: '水位センサーについて教えてください。', mailed: true });
    const [mail] = mailsTo(h.outboxDir, 'help@inasaku.test');
    expect(mail.subject).toBe('【稲作】お問い合わせ（taro）');
    expect(mail.text).toContain('水位センサーについて教えてください。');
    expect(mail.text).toContain(`アカウントID: ${farm.accountId}`);
    expect(mail.text).toContain('メールアドレス: taro@example.com');
  });

  it('is open to an expired account (the read-only menu keeps the inquiry)', async () => {
    const farm = await newFarm(h, 'late@example.com');
    await expireFreePeriod(h, farm.accountId);
    await h.client.call(create, { comment: '延長したい' }, farm.context({ planType: 2, pastYear: true }));
    expect(mailsTo(h.outboxDir, 'help@inasaku.test')).toHaveLength(1);
  });

  it('checks the comment (required, max 500) and limits the rate', async () => {
    const farm = await newFarm(h, 'limit@example.com');
    expect(await h.client.callError(create, { comment: ' ' }, farm.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: 'お問い合わせ内容は必須項目です。', field: 'comment',
    });
    expect(await h.client.callError(create, { comment: 'あ'.repeat(501) }, farm.context())).toMatchObject({
      message: '入力可能な文字数（500文字）を超えています。',
    });
    await h.client.call(create, { comment: '1' }, farm.context());
    await h.client.call(create, { comment: '2' }, farm.context());
    expect(await h.client.callError(create, { comment: '3' }, farm.context())).toMatchObject({ statusCode: 429, code: 'LIMIT_EXCEEDED' });
    expect(await h.sql('SELECT 1 FROM account.inquiries')).toHaveLength(2);
  });
});
