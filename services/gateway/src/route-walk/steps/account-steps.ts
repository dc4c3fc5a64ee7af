import type { Step } from '../walk-step';

/** The account's own screens: its information, access log, notices, an inquiry, the paid plan (sandbox provider). */
export const accountSteps: Step[] = [
  { route: 'accountInfo.get' },
  { route: 'accessLogs.create', input: () => ({ body: { menu: '01', ope: '0' } }) },
  { route: 'informations.create', input: () => ({ body: { title: 'お知らせ', contents: '歩行の本文' } }), keep: (d, s) => (s.informationId = d.information_id) },
  { route: 'informations.list', input: () => ({ query: {} }) },
  { route: 'informations.update', input: (s) => ({ body: { information_id: s.informationId, title: 'お知らせ（改）' } }) },
  { route: 'informations.markRead', as: 'member', input: (s) => ({ body: { information_id: s.informationId } }) },
  { route: 'informations.delete', input: (s) => ({ body: { information_id: s.informationId } }) },
  { route: 'inquiries.create', input: () => ({ body: { comment: '歩行テストからの問い合わせです。' } }) },
  { route: 'payment.login' },
  { route: 'payment.subscribe', input: () => ({ body: { card_token: 'tok_sandbox_success' } }) },
  { route: 'payment.cancel' },
];

/** Last of all: the root user deletes the account. */
export const closingAccountSteps: Step[] = [{ route: 'account.delete', input: () => ({ body: { comment: '歩行テストの終わり' } }) }];
