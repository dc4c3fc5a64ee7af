import { z } from 'zod';
import { customDoubleTwo, type Rule } from '@inasaku/domain';
import { INT4_MAX, INT4_MIN, ruledString } from '../zod-rules';

/**
 * Pieces shared by the works contracts.
 *
 * Scope: seasons (作業分類), items (作業項目) and their details belong to the ACCOUNT (spec 001 §3
 * lists account_id, no management_id); work histories, work logs and progress belong to one
 * management YEAR (`context.managementId`, settled by the gateway from `management_id` in the
 * query or body, else the newest year). Writes of every kind are refused with 403 in a past year
 * or on a read-only plan. `account_id`, `user_id` and `management_id` are never read from a payload.
 *
 * Numbers that are amounts or areas travel as exact decimal TEXT without trailing zeros
 * ('12.5', '0', '1234.56'), never as floats; format with libs/domain formatThousands.
 */

export const WORKS_ERROR_CODES = {
  /** 409: a reorder was based on sort keys that changed meanwhile. */
  orderConflict: 'ORDER_CONFLICT',
  /** 409: DELETE /inasaku/logs on a log whose work is already deleted (type 3 or del_flg '1'). */
  alreadyDeleted: 'ALREADY_DELETED',
} as const;

export const WORKS_MESSAGES = {
  invalidId: 'IDの形式が正しくありません。',
  orderConflict: '並び順がほかの操作で変更されました。画面を読み込み直してください。',
  sortKey: '並び順は整数で指定してください。',
  sortKeyRange: '並び順は-2147483648から2147483647までの整数で指定してください。',
  /** a reorder that would leave two rows with one key (e.g. half of a swap) */
  sortKeyDuplicate: '並び順がほかの行と同じです。入れ替える行もあわせて指定してください。',
  color: '色は#から始まる6桁の16進数で指定してください。',
  seasonRequired: '作業分類を選択してください。',
  detailType: '項目の種類を選択してください。',
  fixedDetails: '1行目の実施日と2行目の作業者は変更・削除・移動できません。',
  tooManyDetails: '項目は20行までです。',
  duplicateDetail: '同じ項目が重複しています。',
  seasonTypeLocked: '作業項目が登録されている作業分類の種別は変更できません。',
  paddyFieldsRequired: 'ほ場を選択してください。',
  sameItem: '一度に登録できる作業項目は1つです。',
  notPaddyItem: 'ほ場外作業の作業項目を指定してください。',
  paddyItem: 'ほ場作業の作業項目を指定してください。',
  dateFormat: '日付はYYYY-MM-DDの形式で入力してください。',
  imagePath: '画像のパスが正しくありません。',
  tooManyImages: '画像は20枚までです。',
  alreadyDeleted: '削除済みの作業実績です。',
  searchRequired: '検索文字列は必須項目です。',
  locationRange: '期間は8日以内で指定してください。',
  locationOrder: '終了日時は開始日時より後を指定してください。',
  datetime: '日時はISO 8601形式（例: 2025-05-01T09:00:00+09:00）で指定してください。',
  noWorkValue: '作業内容を入力してください。',
} as const;

/** A uuid with a Japanese message. */
export const worksId = z.uuid({ message: WORKS_MESSAGES.invalidId });

/** Bounded to the int4 column: a key past 2^31 is a 400, not a database error. */
export const sortKeyField = z
  .number({ message: WORKS_MESSAGES.sortKey })
  .int({ message: WORKS_MESSAGES.sortKey })
  .min(INT4_MIN, { message: WORKS_MESSAGES.sortKeyRange })
  .max(INT4_MAX, { message: WORKS_MESSAGES.sortKeyRange });

/** `management_id` may be sent (the gateway reads it); it is never read from the payload. */
export const managementIdField = z.string().optional();

/** '1', 'true', 1, true -> true; '0', 'false', 0, false, '' -> false (query strings are text). */
export const flagField = z.preprocess((v) => {
  if (v === '1' || v === 'true' || v === 1 || v === true) return true;
  if (v === '0' || v === 'false' || v === 0 || v === false || v === '' || v === undefined || v === null) return false;
  return v;
}, z.boolean({ message: '1 または 0 で指定してください。' }));

/** Decimal text in a with at most 2 decimals (customDoubleTwo); a JSON number is judged by its text. */
export function decimalTwoField(rules: Rule[] = [customDoubleTwo]) {
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), ruledString(rules));
}

/** Integer from a query string or JSON, within [min, max]. */
export function intField(min: number, maxValue: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?[0-9]+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message }).int({ message }).min(min, { message }).max(maxValue, { message }),
  );
}

/** Season colour palette of spec 000 §3; a new season takes the first. Maps fall back to DEFAULT_SEASON_COLOR. */
export const SEASON_COLORS = [
  '#1A82B7', '#3EC08D', '#008A5B', '#B4AF4F', '#7D7A1A', '#F98E71', '#BC5A40', '#FF859F', '#C499F0', '#8D65B8',
] as const;
export const DEFAULT_SEASON_COLOR = '#1a82b7';
/** Default colour of a user's location trail. */
export const DEFAULT_TRACK_COLOR = '#E57373';

export const colorField = z
  .string({ message: WORKS_MESSAGES.color })
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: WORKS_MESSAGES.color });
