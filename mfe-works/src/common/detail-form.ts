import { checkWorkItems, isBlankValue, workItemRules, type ItemDetail, type WorkItems } from '@inasaku/contracts';
import { autoPer10a, formatThousands, tokyoToday, validate } from '@inasaku/domain';

/**
 * The detail values of one work entry, as the 作業項目入力 dialog and the history edit popup keep
 * them (spec 000 §5): detail id -> text. Dates are 'YYYY-MM-DD', numbers decimal text, lists
 * the worker names joined by '、'.
 */
export type DetailValues = Record<string, string>;

type DetailRuleFields = Pick<ItemDetail, 'item_detail_id' | 'item_detail_name' | 'item_detail_type' | 'display_flg'>;

/**
 * Starting values: the stored ones when editing; for a new entry every detail empty except the
 * execution date (the date detail with display_flg), which starts at today.
 */
export function initialDetailValues(details: readonly DetailRuleFields[], stored?: Record<string, string> | null, today = tokyoToday()): DetailValues {
  const values: DetailValues = {};
  for (const d of details) {
    if (stored) values[d.item_detail_id] = stored[d.item_detail_id] ?? '';
    else values[d.item_detail_id] = d.item_detail_type === 'date' && d.display_flg ? today : '';
  }
  return values;
}

export interface DetailFormState {
  /** some detail has a value */
  hasValue: boolean;
  /** every detail passes its rules */
  valid: boolean;
}

/** Save is active only if any detail has a value and the form is valid (spec 000 §5). */
export function detailFormState(details: readonly DetailRuleFields[], values: Record<string, unknown>): DetailFormState {
  let hasValue = false;
  let valid = true;
  for (const d of details) {
    const raw = values[d.item_detail_id];
    const present = !isBlankValue(raw);
    if (present) hasValue = true;
    if (validate(present ? raw : '', workItemRules(d)) !== null) valid = false;
  }
  return { hasValue, valid };
}

export function canSaveDetails(details: readonly DetailRuleFields[], values: Record<string, unknown>): boolean {
  const s = detailFormState(details, values);
  return s.hasValue && s.valid;
}

/** The values to send: empties dropped, numbers trimmed; throws the first rule message when invalid. */
export function workItemsToSave(details: readonly DetailRuleFields[], values: Record<string, unknown>): WorkItems {
  const result = checkWorkItems(details, values);
  if (!result.ok) throw new Error(result.issue.message);
  return result.workItems;
}

/** Separator between worker names typed through the shortcuts. */
export const NAME_SEPARATOR = '、';

/** A shortcut inserts a user's name: appended after a separator unless it is already listed. */
export function appendName(current: string | null | undefined, name: string): string {
  const text = (current ?? '').trim();
  if (!text) return name;
  const names = text.split(/[、,，\s]+/).filter(Boolean);
  if (names.includes(name)) return text;
  return `${text.replace(/[、,，\s]+$/, '')}${NAME_SEPARATOR}${name}`;
}

/**
 * The per-10a value shown beside an auto-calculated number (spec 000 §9): value / area * 10,
 * rounded at the third decimal, one figure per selected field. Several fields with different
 * areas give the range 'min〜max'. null when nothing can be computed.
 */
export function autoPreview(value: string | null | undefined, areas: ReadonlyArray<string | null>): string | null {
  if (!value || isBlankValue(value)) return null;
  const results = areas.map((a) => (a === null ? null : autoPer10a(value, a))).filter((v): v is string => v !== null);
  if (results.length === 0) return null;
  const sorted = [...new Set(results)].sort((a, b) => Number(a) - Number(b));
  if (sorted.length === 1) return formatThousands(sorted[0]);
  return `${formatThousands(sorted[0])}〜${formatThousands(sorted[sorted.length - 1])}`;
}

/** A stored value as read on screen: dates 'YYYY/MM/DD', numbers with thousands separators and the unit. */
export function displayValue(detail: Pick<ItemDetail, 'item_detail_type' | 'item_detail_unit'>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (detail.item_detail_type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;
  if (detail.item_detail_type === 'num') return `${formatThousands(value)}${detail.item_detail_unit ?? ''}`;
  return value;
}
