import { randomUUID } from 'node:crypto';
import {
  FIXED_ITEM_DETAILS, USERS_DETAIL_KEY, WORKS_MESSAGES,
  type ItemDetail, type ItemDetailInput, type ItemPattern, type ItemProgress,
} from '@inasaku/contracts';
import { FIXED_DETAIL_ROWS, defaultItemPattern } from '@inasaku/domain';
import { emptyToNull } from '../common/decimal-text';

export type DetailsOutcome = { ok: true; details: ItemDetail[] } | { ok: false; field: string; message: string };

/**
 * The detail list to store for an item (spec 000 §3, §4.7, §5): rows 0 and 1 are the fixed
 * 実施日 and 作業者 (their definitions enforced, their ids kept for the life of the item), the
 * other rows keep the ids they were loaded with so stored work values still match, new rows get
 * ids. Unit and auto only for num, auto only on field-work items, key only for list.
 */
export function normalizeItemDetails(
  input: readonly ItemDetailInput[],
  stored: readonly ItemDetail[] | null,
  isNotPaddyFieldItem: boolean,
  newId: () => string = randomUUID,
): DetailsOutcome {
  const fail = (index: number | null, message: string): DetailsOutcome => ({
    ok: false, field: index === null ? 'item_details' : `item_details.${index}`, message,
  });
  if (input.length < FIXED_DETAIL_ROWS) return fail(null, WORKS_MESSAGES.fixedDetails);

  const fixedIds = stored && stored.length >= FIXED_DETAIL_ROWS ? stored.slice(0, FIXED_DETAIL_ROWS).map((d) => d.item_detail_id) : null;
  const storedIds = new Set((stored ?? []).slice(FIXED_DETAIL_ROWS).map((d) => d.item_detail_id));
  const given = new Set<string>();
  const details: ItemDetail[] = [];

  for (let i = 0; i < FIXED_DETAIL_ROWS; i++) {
    const row = input[i];
    const template = FIXED_ITEM_DETAILS[i];
    if (row.item_detail_type !== template.item_detail_type) return fail(i, WORKS_MESSAGES.fixedDetails);
    if (row.item_detail_id && fixedIds && row.item_detail_id !== fixedIds[i]) return fail(i, WORKS_MESSAGES.fixedDetails);
    const id = fixedIds ? fixedIds[i] : newId();
    details.push({ item_detail_id: id, ...template });
  }

  for (let i = FIXED_DETAIL_ROWS; i < input.length; i++) {
    const row = input[i];
    let id = row.item_detail_id;
    if (id && fixedIds?.includes(id)) return fail(i, WORKS_MESSAGES.fixedDetails);
    if (id && given.has(id)) return fail(i, WORKS_MESSAGES.duplicateDetail);
    if (id) given.add(id);
    if (!id || !storedIds.has(id)) id = newId();
    const type = row.item_detail_type;
    const isNum = type === 'num';
    details.push({
      item_detail_id: id,
      item_detail_name: row.item_detail_name.trim(),
      item_detail_type: type,
      item_detail_key: type === 'list' ? (row.item_detail_key === USERS_DETAIL_KEY ? USERS_DETAIL_KEY : null) : null,
      item_detail_unit: isNum ? emptyToNull(row.item_detail_unit?.trim()) : null,
      item_detail_auto: isNum && !isNotPaddyFieldItem && row.item_detail_auto === true,
      display_flg: row.display_flg === true,
    });
  }
  return { ok: true, details };
}

export interface ItemSettingsInput {
  item_area_total?: string | null;
  item_progress?: ItemProgress | null;
  item_pattern?: ItemPattern;
}

export interface ItemSettings {
  itemAreaTotal: string | null;
  itemProgress: ItemProgress | null;
  itemPattern: ItemPattern;
}

/**
 * Area total, progress display and registration pattern as stored. A non-field item's progress
 * and area total are cleared (spec 000 §4.7); the pattern defaults by the season's kind.
 */
export function itemSettings(input: ItemSettingsInput, isNotPaddyFieldItem: boolean): ItemSettings {
  const itemPattern = input.item_pattern ?? defaultItemPattern(isNotPaddyFieldItem);
  if (isNotPaddyFieldItem) return { itemAreaTotal: null, itemProgress: null, itemPattern };
  return {
    itemAreaTotal: emptyToNull(input.item_area_total ?? null),
    itemProgress: input.item_progress ?? '1',
    itemPattern,
  };
}
