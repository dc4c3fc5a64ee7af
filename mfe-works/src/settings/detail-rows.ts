import {
  FIXED_ITEM_DETAILS, ITEM_RULES, USERS_DETAIL_KEY, WORKS_MESSAGES,
  type Item, type ItemDetailInput, type ItemDetailType, type ItemPattern, type ItemProgress,
} from '@inasaku/contracts';
import {
  FIXED_DETAIL_ROWS, ITEM_PROGRESS, canAddDetailRow, canMoveDetailDown, canMoveDetailUp, customDoubleTwo, defaultItemPattern,
  isEmpty, isFixedDetailRow, validate, type Rule,
} from '@inasaku/domain';
import type { ItemChanges } from './api';

/**
 * The detail table of works-detail-edit (spec 000 §3, §4.7, §5): rows 0 and 1 are the fixed
 * 実施日 and 作業者, at most 20 rows, unit and auto only for num, auto only for field items.
 * Pure functions so that the rules are tested apart from the screen.
 */
export interface DetailRow {
  /** stable key for React; the stored id when there is one */
  key: string;
  item_detail_id?: string;
  item_detail_name: string;
  item_detail_type: ItemDetailType;
  item_detail_key: string | null;
  item_detail_unit: string | null;
  item_detail_auto: boolean;
  display_flg: boolean;
}

/** What the 項目追加 popup edits. */
export interface DetailDraft {
  item_detail_name: string;
  item_detail_type: ItemDetailType | undefined;
  item_detail_unit: string;
  item_detail_auto: boolean;
}

let newKeys = 0;
const newKey = () => `new-${++newKeys}`;

/** The rows an item starts with: its stored details, or the two fixed rows for a new item. */
export function initialDetailRows(item?: Pick<Item, 'item_details'> | null): DetailRow[] {
  if (item && item.item_details.length >= FIXED_DETAIL_ROWS) {
    return item.item_details.map((d) => ({ ...d, key: d.item_detail_id }));
  }
  return FIXED_ITEM_DETAILS.map((d) => ({ ...d, key: newKey() }));
}

export const canAddDetail = (rows: readonly DetailRow[]) => canAddDetailRow(rows.length);
export const canEditDetail = (index: number) => !isFixedDetailRow(index);
export const canDeleteDetail = (index: number) => !isFixedDetailRow(index);
export const canMoveDetail = (index: number, rows: readonly DetailRow[], direction: 'up' | 'down') =>
  direction === 'up' ? canMoveDetailUp(index) : canMoveDetailDown(index, rows.length);

function fromDraft(draft: DetailDraft, base?: DetailRow): DetailRow {
  const type = draft.item_detail_type ?? 'string';
  const isNum = type === 'num';
  const unit = draft.item_detail_unit.trim();
  return {
    key: base?.key ?? newKey(),
    item_detail_id: base?.item_detail_id,
    item_detail_name: draft.item_detail_name.trim(),
    item_detail_type: type,
    item_detail_key: type === 'list' ? USERS_DETAIL_KEY : null,
    item_detail_unit: isNum && unit !== '' ? unit : null,
    item_detail_auto: isNum && draft.item_detail_auto,
    display_flg: base?.display_flg ?? false,
  };
}

/** Appends a row; at the limit the list is returned unchanged. */
export function addDetail(rows: readonly DetailRow[], draft: DetailDraft): DetailRow[] {
  if (!canAddDetail(rows)) return [...rows];
  return [...rows, fromDraft(draft)];
}

/** Replaces a row (keeping its id); the fixed rows stay as they are. */
export function replaceDetail(rows: readonly DetailRow[], index: number, draft: DetailDraft): DetailRow[] {
  if (!canEditDetail(index) || index >= rows.length) return [...rows];
  return rows.map((row, i) => (i === index ? fromDraft(draft, row) : row));
}

export function removeDetail(rows: readonly DetailRow[], index: number): DetailRow[] {
  if (!canDeleteDetail(index) || index >= rows.length) return [...rows];
  return rows.filter((_, i) => i !== index);
}

export function moveDetail(rows: readonly DetailRow[], index: number, direction: 'up' | 'down'): DetailRow[] {
  if (!canMoveDetail(index, rows, direction)) return [...rows];
  const copy = [...rows];
  const other = direction === 'up' ? index - 1 : index + 1;
  [copy[index], copy[other]] = [copy[other], copy[index]];
  return copy;
}

export function draftOf(row?: DetailRow): DetailDraft {
  return {
    item_detail_name: row?.item_detail_name ?? '',
    item_detail_type: row?.item_detail_type,
    item_detail_unit: row?.item_detail_unit ?? '',
    item_detail_auto: row?.item_detail_auto ?? false,
  };
}

/** The popup's rules: name required max 10, a type, unit max 10 (num only). */
export const DETAIL_DRAFT_RULES = {
  item_detail_name: ITEM_RULES.item_detail_name,
  item_detail_type: ITEM_RULES.item_detail_type,
  item_detail_unit: ITEM_RULES.item_detail_unit,
};

export function draftValid(draft: Partial<DetailDraft>): boolean {
  return (
    validate(draft.item_detail_name, DETAIL_DRAFT_RULES.item_detail_name) === null &&
    validate(draft.item_detail_type, DETAIL_DRAFT_RULES.item_detail_type) === null &&
    (draft.item_detail_type !== 'num' || validate(draft.item_detail_unit, DETAIL_DRAFT_RULES.item_detail_unit) === null)
  );
}

/** Choosing a season sets the default pattern: non-field 1 (add), field 2 (overwrite). */
export function patternForSeason(season: { is_not_paddy_field_item: boolean } | undefined): ItemPattern {
  return defaultItemPattern(season?.is_not_paddy_field_item ?? false);
}

/** The full detail list to send: unit and auto cleared when the type is not num, auto also on non-field items. */
export function detailPayload(rows: readonly DetailRow[], isNotPaddyFieldItem: boolean): ItemDetailInput[] {
  return rows.map((row, index) => {
    const isNum = row.item_detail_type === 'num';
    const unit = row.item_detail_unit?.trim() ?? '';
    const out: ItemDetailInput = {
      item_detail_name: row.item_detail_name,
      item_detail_type: row.item_detail_type,
      item_detail_key: row.item_detail_type === 'list' ? row.item_detail_key : null,
      item_detail_unit: isNum && unit !== '' ? unit : null,
      item_detail_auto: isNum && !isNotPaddyFieldItem && row.item_detail_auto,
      display_flg: isFixedDetailRow(index) ? FIXED_ITEM_DETAILS[index].display_flg : row.display_flg,
    };
    if (row.item_detail_id) out.item_detail_id = row.item_detail_id;
    return out;
  });
}

export interface ItemFormValues {
  season_id?: string;
  item_name?: string;
  item_area_total?: string | null;
  item_progress?: ItemProgress | null;
  item_pattern?: ItemPattern;
}

/** What 登録/保存 sends; a non-field item's progress and area total are cleared. */
export function itemPayload(values: ItemFormValues, rows: readonly DetailRow[], isNotPaddyFieldItem: boolean): ItemChanges {
  const area = typeof values.item_area_total === 'string' ? values.item_area_total.trim() : '';
  return {
    season_id: values.season_id ?? '',
    item_name: (values.item_name ?? '').trim(),
    item_area_total: isNotPaddyFieldItem || area === '' ? null : area,
    item_progress: isNotPaddyFieldItem ? null : (values.item_progress ?? ITEM_PROGRESS.show),
    item_pattern: values.item_pattern ?? defaultItemPattern(isNotPaddyFieldItem),
    item_details: detailPayload(rows, isNotPaddyFieldItem),
  };
}

/** workItemDetailEditSeasonRequired of spec 000 §5. */
export const seasonChosen: Rule = (value) => (isEmpty(value) ? WORKS_MESSAGES.seasonRequired : null);

/** Rules of the item form (spec 000 §5): name required max 100, season chosen, area customDoubleTwo. */
export const ITEM_FORM_RULES = {
  season_id: [seasonChosen],
  item_name: ITEM_RULES.item_name,
  item_area_total: [customDoubleTwo],
};
