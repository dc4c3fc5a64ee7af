import { UNBRANDED_NAME, hasExistingResult, type Item, type PaddyField, type PaddyFieldHistorySummary } from '@inasaku/contracts';
import { formatThousands, sumAreas, workInputConfirmMessage } from '@inasaku/domain';

/** Toggling a pin selects or deselects it (spec 000 §4.5); the order of selection is kept. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export interface BrandCount {
  brand: string;
  count: number;
}

export interface SelectionSummary {
  count: number;
  /** per brand in order of first selection; unbranded as '-' (spec 000 §2.6) */
  brands: BrandCount[];
  /** exact decimal text in a ('12.3') */
  areaTotal: string;
  /** with thousands separators ('1,234.5') */
  areaTotalText: string;
}

/** The 選択済み panel's figures for the chosen fields. */
export function selectionSummary(fields: readonly Pick<PaddyField, 'brand' | 'area'>[]): SelectionSummary {
  const brands: BrandCount[] = [];
  for (const f of fields) {
    const name = f.brand?.trim() ? f.brand : UNBRANDED_NAME;
    const row = brands.find((b) => b.brand === name);
    if (row) row.count += 1;
    else brands.push({ brand: name, count: 1 });
  }
  // Unbranded fields go last, as in the area table.
  brands.sort((a, b) => Number(a.brand === UNBRANDED_NAME) - Number(b.brand === UNBRANDED_NAME));
  const areaTotal = sumAreas(fields.map((f) => f.area));
  return { count: fields.length, brands, areaTotal, areaTotalText: formatThousands(areaTotal) };
}

/**
 * The confirmation asked before saving (spec 000 §5), or null to save directly: a field item not
 * set to add (pattern '1') when a selected field already has a result of the item; a non-field
 * item set to overwrite (pattern '2') when the item already has a result this year.
 */
export function saveConfirmation(
  item: Pick<Item, 'item_id' | 'is_not_paddy_field_item' | 'item_pattern'>,
  state: { selectedIds?: readonly string[]; summaries?: readonly Pick<PaddyFieldHistorySummary, 'paddy_field_id' | 'item_id'>[]; globalCount?: number },
): string | null {
  const existing = hasExistingResult({
    itemId: item.item_id,
    isNotPaddyFieldItem: item.is_not_paddy_field_item,
    selectedPaddyFieldIds: state.selectedIds,
    summaries: state.summaries,
    globalHistoryCount: state.globalCount,
  });
  return workInputConfirmMessage({ isNotPaddyFieldItem: item.is_not_paddy_field_item, pattern: item.item_pattern, hasExistingResult: existing });
}

/** Ids of the fields that hold a result of the item this year (the 'stored' pin look). */
export function storedFieldIds(summaries: readonly Pick<PaddyFieldHistorySummary, 'paddy_field_id' | 'item_id'>[], itemId: string | null): Set<string> {
  if (!itemId) return new Set();
  return new Set(summaries.filter((s) => s.item_id === itemId).map((s) => s.paddy_field_id));
}
