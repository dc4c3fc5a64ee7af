import { workInputConfirmMessage, OVERWRITE_CONFIRM_NOT_PADDY, OVERWRITE_CONFIRM_PADDY } from '@inasaku/domain';
import { HTTP_ROUTES } from '../http-routes';
import {
  FIXED_ITEM_DETAILS, WORKS_SUBJECTS, checkWorkItems, createItemSchema, createWorkHistoriesSchema, hasExistingResult, isMediaKey,
  listLogsSchema, listSeasonsSchema, mediaFileUrl, mediaKeyManagementId, updateWorkHistorySchema, worksRoutes, type ItemDetail,
} from './index';

const MID = '0b6f6d55-6a8a-4f0e-9c43-7d2f4b8e1a11';
const ITEM = '5f0f6a43-2b9c-4d59-8f0e-1c2d3e4f5a6b';
const FIELD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const details: ItemDetail[] = [
  { item_detail_id: 'd0', ...FIXED_ITEM_DETAILS[0] },
  { item_detail_id: 'd1', ...FIXED_ITEM_DETAILS[1] },
  { item_detail_id: 'num', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: false },
  { item_detail_id: 'txt', item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
  { item_detail_id: 'memo', item_detail_name: 'メモ', item_detail_type: 'textarea', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
  { item_detail_id: 'day2', item_detail_name: '終了日', item_detail_type: 'date', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
];

describe('works routes', () => {
  it('are in the gateway table, one subject each, all session routes', () => {
    const routes = worksRoutes();
    expect(routes).toHaveLength(27);
    for (const r of routes) expect(HTTP_ROUTES).toContainEqual(r);
    const subjects = new Set<string>(Object.values(WORKS_SUBJECTS).flatMap((g) => (typeof g === 'string' ? [g] : Object.values(g))));
    for (const r of routes) {
      expect(subjects.has(r.subject)).toBe(true);
      expect(r.auth).toBe('session');
    }
    expect(routes.filter((r) => r.path.startsWith('/api/')).every((r) => r.yearScoped === false)).toBe(true);
  });
});

describe('checkWorkItems', () => {
  it('drops empty values and unknown ids, keeps numbers as text', () => {
    expect(checkWorkItems(details, { d0: '2025-05-10', d1: '山田', num: 12.5, txt: '　', memo: '', unknown: 'x', day2: null })).toEqual({
      ok: true, workItems: { d0: '2025-05-10', d1: '山田', num: '12.5' },
    });
  });

  it.each([
    [{ d1: '山田' }, 'work_items.d0', '実施日は必須項目です。'],
    [{ d0: '2025-13-01', d1: '山田' }, 'work_items.d0', '日付はYYYY-MM-DDの形式で入力してください。'],
    [{ d0: '2025-05-10' }, 'work_items.d1', '作業者は必須項目です。'],
    [{ d0: '2025-05-10', d1: '山田', num: '1e3' }, 'work_items.num', '整数9桁以内、小数3桁以内の数値で入力してください。'],
    [{ d0: '2025-05-10', d1: '山田', day2: '5/10' }, 'work_items.day2', '日付はYYYY-MM-DDの形式で入力してください。'],
    [{ d0: '2026-02-30', d1: '山田' }, 'work_items.d0', '日付はYYYY-MM-DDの形式で入力してください。'],
    [{ d0: '1899-05-10', d1: '山田' }, 'work_items.d0', '実施日は2000年から2100年までの日付で指定してください。'],
    [{ d0: '2025-05-10', d1: '山田', day2: '9999-05-10' }, 'work_items.day2', '終了日は2000年から2100年までの日付で指定してください。'],
    [{ d0: '0000-05-10', d1: '山田' }, 'work_items.d0', '実施日は2000年から2100年までの日付で指定してください。'],
    [{ d0: '2025-05-10', d1: '山田', memo: 'あ'.repeat(1001) }, 'work_items.memo', '入力可能な文字数（1000文字）を超えています。'],
    [{ d0: '2025-05-10', d1: '山田', txt: 'あ'.repeat(101) }, 'work_items.txt', '入力可能な文字数（100文字）を超えています。'],
  ])('%j -> %s %s', (values, field, message) => {
    expect(checkWorkItems(details, values)).toEqual({ ok: false, issue: { field, message } });
  });
});

describe('schemas', () => {
  it('takes query-string flags and paging numbers', () => {
    expect(listSeasonsSchema.parse({ include_not_paddy_field_item: '1' }).include_not_paddy_field_item).toBe(true);
    expect(listSeasonsSchema.parse({}).include_not_paddy_field_item).toBeUndefined();
    expect(listLogsSchema.parse({})).toEqual({ count: 8, skip_page: 0 });
    expect(listLogsSchema.parse({ count: '8', skip_page: '2', latest_log_id: ITEM })).toEqual({ count: 8, skip_page: 2, latest_log_id: ITEM });
    expect(listLogsSchema.safeParse({ skip_page: '-1' }).success).toBe(false);
  });

  it('wants one item per work input save and no field twice', () => {
    const entry = { paddy_field_id: FIELD, item_id: ITEM, work_items: {} };
    expect(createWorkHistoriesSchema.safeParse({ work_histories: [entry] }).success).toBe(true);
    expect(createWorkHistoriesSchema.safeParse({ work_histories: [] }).error?.issues[0].message).toBe('ほ場を選択してください。');
    expect(createWorkHistoriesSchema.safeParse({ work_histories: [entry, entry] }).error?.issues[0].message).toBe('同じほ場が重複しています。');
    expect(createWorkHistoriesSchema.safeParse({ area_total: 0.1 + 0.2, work_histories: [entry] }).success).toBe(false);
    expect(createWorkHistoriesSchema.safeParse({ area_total: '12.34', work_histories: [entry] }).success).toBe(true);
  });

  it('reads the history id of PUT from the path parameter', () => {
    expect(updateWorkHistorySchema.parse({ work_history_id: ITEM, work_items: { a: 1 } })).toEqual({ work_history_id: ITEM, work_items: { a: 1 } });
  });

  it('checks item names, the area total and the detail rows', () => {
    const base = { season_id: ITEM, item_name: '元肥', item_details: FIXED_ITEM_DETAILS };
    expect(createItemSchema.safeParse(base).success).toBe(true);
    expect(createItemSchema.safeParse({ ...base, item_area_total: '12.345' }).error?.issues[0].message).toBe('整数9桁以内、小数2桁以内の数値で入力してください。');
    expect(createItemSchema.safeParse({ ...base, item_details: Array(21).fill(FIXED_ITEM_DETAILS[0]) }).error?.issues[0].message).toBe('項目は20行までです。');
  });
});

describe('confirmation before saving (spec 000 §5)', () => {
  const summaries = [{ paddy_field_id: FIELD, item_id: ITEM }];
  it('asks for field items when a selected field already has the item, unless the pattern adds', () => {
    const existing = hasExistingResult({ itemId: ITEM, isNotPaddyFieldItem: false, selectedPaddyFieldIds: [FIELD, MID], summaries });
    expect(existing).toBe(true);
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '2', hasExistingResult: existing })).toBe(OVERWRITE_CONFIRM_PADDY);
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '1', hasExistingResult: existing })).toBeNull();
    expect(hasExistingResult({ itemId: ITEM, isNotPaddyFieldItem: false, selectedPaddyFieldIds: [MID], summaries })).toBe(false);
    expect(hasExistingResult({ itemId: MID, isNotPaddyFieldItem: false, selectedPaddyFieldIds: [FIELD], summaries })).toBe(false);
  });

  it('asks for non-field items with the overwrite pattern and an existing entry', () => {
    const existing = hasExistingResult({ itemId: ITEM, isNotPaddyFieldItem: true, globalHistoryCount: 1 });
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: true, pattern: '2', hasExistingResult: existing })).toBe(OVERWRITE_CONFIRM_NOT_PADDY);
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: true, pattern: '1', hasExistingResult: existing })).toBeNull();
    expect(hasExistingResult({ itemId: ITEM, isNotPaddyFieldItem: true, globalHistoryCount: 0 })).toBe(false);
  });
});

describe('media keys', () => {
  it('accepts only keys of the spec layout', () => {
    expect(isMediaKey(`${MID}/image/1746835200000/0.jpg`)).toBe(true);
    expect(isMediaKey(`${MID}/image/1746835200000-info/12.png`)).toBe(true);
    for (const bad of [`${MID}/image/1/0.gif`, `../${MID}/image/1/0.jpg`, `/${MID}/image/1/0.jpg`, `${MID}/image/x/0.jpg`, `${MID}/../image/1/0.jpg`, 42]) {
      expect(isMediaKey(bad)).toBe(false);
    }
    expect(mediaKeyManagementId(`${MID}/image/1/0.jpg`)).toBe(MID);
    expect(mediaFileUrl(`${MID}/image/1-info/0.png`)).toBe(`/media/file/${MID}/image/1-info/0.png`);
  });
});
