import { imageStorageKey } from '@inasaku/domain';
import { SUBJECTS, EVENTS, EVENT_STREAM } from '../subjects';
import { HTTP_ROUTES } from '../http-routes';
import { accessLogSchema } from './account-info';
import { INFORMATION_IMAGE_KEY, createInformationSchema, listInformationsSchema } from './informations';
import { adminCreateUserSchema, adminListUsersSchema, changePasswordSchema, USER_COLORS } from './users';
import { subscribeSchema } from './payment';
import { createInquirySchema } from './inquiry';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.') };

describe('account contracts', () => {
  it('puts the new subjects under SUBJECTS.account and the new-year event in the EVENTS stream', () => {
    expect(SUBJECTS.account.informations.list).toBe('account.informations.list');
    expect(SUBJECTS.account.auth.signIn).toBe('account.auth.sign-in');
    expect(EVENTS.managementCreated).toBe('account.management.created');
    expect(EVENT_STREAM.subjects).toContain('account.management.created');
  });

  it('routes every spec path once', () => {
    const keys = HTTP_ROUTES.map((r) => `${r.method} ${r.path}`);
    for (const k of ['GET /inasaku/accounts', 'POST /inasaku/accesslogs', 'GET /listUsers', 'POST /adminCreateUser', 'PUT /api/informations/read',
      'POST /api/payment', 'DELETE /api/payment', 'POST /api/payment/login', 'POST /api/inquiry', 'DELETE /inasaku/signup/accounts']) {
      expect(keys.filter((x) => x === k)).toHaveLength(1);
    }
  });

  it('takes access-log codes as the shell sends them, padded', () => {
    expect(accessLogSchema.parse({ user_id: 'u', menu: '03', ope: '0' })).toEqual({ user_id: 'u', menu: '03', ope: '0' });
    expect(accessLogSchema.parse({ menu: 3, ope: 1 })).toMatchObject({ menu: '03', ope: '1' });
    expect(firstIssue(accessLogSchema.safeParse({ menu: '29', ope: '0' }))).toEqual({ message: 'menu は 01〜28 のいずれかです。', path: 'menu' });
    expect(firstIssue(accessLogSchema.safeParse({ menu: '01', ope: '4' }))?.path).toBe('ope');
  });

  it('reads paging parameters from query text', () => {
    const id = '0b0f3f2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(listInformationsSchema.parse({ count: '3', skip_page: '2', latest_information_id: id })).toEqual({
      count: 3, skip_page: 2, latest_information_id: id,
    });
    expect(listInformationsSchema.parse({ count: '', latest_information_id: '' })).toEqual({});
    expect(firstIssue(listInformationsSchema.safeParse({ count: '0' }))).toEqual({ message: '件数は1から1000までの整数で指定してください。', path: 'count' });
    expect(firstIssue(listInformationsSchema.safeParse({ skip_page: '-1' }))?.path).toBe('skip_page');
    expect(firstIssue(listInformationsSchema.safeParse({ latest_information_id: 'x' }))?.path).toBe('latest_information_id');
  });

  it('validates notices with the form messages and accepts only notice image keys', () => {
    expect(firstIssue(createInformationSchema.safeParse({ title: '' }))).toEqual({ message: 'タイトルは必須項目です。', path: 'title' });
    expect(firstIssue(createInformationSchema.safeParse({ title: 'あ'.repeat(101) }))?.message).toBe('入力可能な文字数（100文字）を超えています。');
    expect(firstIssue(createInformationSchema.safeParse({ title: 't', contents: 'あ'.repeat(1001) }))?.message).toBe('入力可能な文字数（1000文字）を超えています。');
    const managementId = '0b0f3f2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const key = imageStorageKey({ managementId, timestamp: 1767225600000, index: 0, extension: '.jpg', notice: true });
    expect(INFORMATION_IMAGE_KEY.test(key)).toBe(true);
    expect(createInformationSchema.parse({ title: 't', image_paths: [key] }).image_paths).toEqual([key]);
    const workKey = imageStorageKey({ managementId, timestamp: 1767225600000, index: 0, extension: '.jpg' });
    for (const bad of [workKey, `../${key}`, key.replace('.jpg', '.gif'), `${key}/x`]) {
      expect(firstIssue(createInformationSchema.safeParse({ title: 't', image_paths: [bad] }))?.message).toBe('画像のパスが正しくありません。');
    }
  });

  it('checks users: 12 colours, complex temporary passwords, list tokens', () => {
    expect(USER_COLORS).toHaveLength(12);
    expect(new Set(USER_COLORS).size).toBe(12);
    expect(USER_COLORS[0]).toBe('#E57373');
    const ok = { displayName: '花子', email: 'hanako@example.com' };
    expect(adminCreateUserSchema.parse({ ...ok, color: '#64b5f6', temporaryPassword: '' })).toEqual({ ...ok, color: '#64B5F6' });
    expect(firstIssue(adminCreateUserSchema.safeParse({ ...ok, color: '#000000' }))?.path).toBe('color');
    expect(firstIssue(adminCreateUserSchema.safeParse({ ...ok, temporaryPassword: 'short' }))?.path).toBe('temporaryPassword');
    expect(firstIssue(adminCreateUserSchema.safeParse({ ...ok, displayName: 'あ'.repeat(51) }))?.path).toBe('displayName');
    expect(adminListUsersSchema.parse({ limit: '20', token: 'b2o6MjA' })).toEqual({ limit: 20, token: 'b2o6MjA' });
    expect(firstIssue(adminListUsersSchema.safeParse({ limit: '61' }))?.path).toBe('limit');
    expect(firstIssue(changePasswordSchema.safeParse({ current_password: '', new_password: 'Passw0rd' }))?.path).toBe('current_password');
  });

  it('takes the card token (or the spec name card_id) and the inquiry comment', () => {
    expect(subscribeSchema.parse({ card_token: 'tok_1' })).toEqual({ card_token: 'tok_1' });
    expect(subscribeSchema.parse({ card_id: 'tok_2', account_id: 'x' })).toEqual({ card_token: 'tok_2' });
    expect(subscribeSchema.safeParse({}).success).toBe(false);
    expect(firstIssue(createInquirySchema.safeParse({ comment: '' }))?.message).toBe('お問い合わせ内容は必須項目です。');
    expect(firstIssue(createInquirySchema.safeParse({ comment: 'あ'.repeat(501) }))?.message).toBe('入力可能な文字数（500文字）を超えています。');
  });
});

describe('WRITE_ACCESS_LOGS', () => {
  it('names only write routes that exist, so a renamed path cannot silently lose its log', () => {
    const { HTTP_ROUTES } = jest.requireActual('../http-routes') as typeof import('../http-routes');
    const { WRITE_ACCESS_LOGS } = jest.requireActual('./access-log-writes') as typeof import('./access-log-writes');
    const routes = new Set(HTTP_ROUTES.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`));
    for (const key of Object.keys(WRITE_ACCESS_LOGS)) expect(routes).toContain(key);
  });
});
