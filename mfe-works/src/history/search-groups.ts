import type { PaddyField, SearchWorkHistoriesResponse, WorkHistory } from '@inasaku/contracts';
import { formatThousands, searchFold } from '@inasaku/domain';
import { parseMapPos, type LatLng } from '@inasaku/map';
import { fieldName } from '../common/field-markers';
import { HISTORY_TEXTS } from '../common/texts';

export interface SearchGroup {
  key: string;
  title: string;
  /** 'a' and brand of a field group */
  subtitle: string | null;
  /** the field to centre on; null for ほ場外作業 */
  paddyFieldId: string | null;
  position: LatLng | null;
  histories: WorkHistory[];
}

/**
 * The search answer as the popup lists it (spec 000 §2.7): one group per field in the server's
 * order (newest hit first), then one group ほ場外作業; empty groups are left out. A field's
 * current name and position come from the loaded fields when the answer lacks them.
 */
export function searchGroups(result: SearchWorkHistoriesResponse, fields: readonly PaddyField[] = []): SearchGroup[] {
  const byId = new Map(fields.map((f) => [f.paddy_field_id, f]));
  const groups: SearchGroup[] = [];
  for (const g of result.listPaddy) {
    if (!g.workHistories.length) continue;
    const local = byId.get(g.paddy_field_id);
    const name = g.paddy_field_name ?? local?.name ?? null;
    const area = g.area ?? local?.area ?? null;
    const brand = g.brand_name ?? local?.brand ?? null;
    const subtitle = [area !== null ? `${formatThousands(area)}a` : null, brand].filter(Boolean).join(' / ') || null;
    groups.push({
      key: g.paddy_field_id,
      title: fieldName({ name }),
      subtitle,
      paddyFieldId: g.paddy_field_id,
      position: parseMapPos(g.map_pos) ?? (local ? parseMapPos(local.map_pos) : null),
      histories: g.workHistories,
    });
  }
  if (result.listNotPaddy.length) {
    groups.push({ key: 'not-paddy', title: HISTORY_TEXTS.notPaddy, subtitle: null, paddyFieldId: null, position: null, histories: result.listNotPaddy });
  }
  return groups;
}

export function hitCount(groups: readonly SearchGroup[]): number {
  return groups.reduce((n, g) => n + g.histories.length, 0);
}

/**
 * The answer so far with the next page (older hits) added (さらに表示): a field already listed
 * gets its older hits at the end of its group, keeping the group order; a new field gets a group
 * at the end; ほ場外作業 hits are concatenated. Counts and paging come from the newer page. A
 * history already listed is not repeated: pages shift when someone saves between two requests.
 */
export function mergeSearchPages(
  prev: SearchWorkHistoriesResponse,
  next: SearchWorkHistoriesResponse,
): SearchWorkHistoriesResponse {
  const seen = new Set([...prev.listPaddy.flatMap((g) => g.workHistories), ...prev.listNotPaddy].map((h) => h.work_history_id));
  const unseen = (list: readonly WorkHistory[]) => {
    const fresh: WorkHistory[] = [];
    for (const h of list) {
      if (seen.has(h.work_history_id)) continue;
      seen.add(h.work_history_id);
      fresh.push(h);
    }
    return fresh;
  };
  const listPaddy = prev.listPaddy.map((g) => ({ ...g, workHistories: [...g.workHistories] }));
  const groupOf = new Map(listPaddy.map((g) => [g.paddy_field_id, g]));
  for (const g of next.listPaddy) {
    const fresh = unseen(g.workHistories);
    if (!fresh.length) continue;
    const listed = groupOf.get(g.paddy_field_id);
    if (listed) {
      listed.workHistories.push(...fresh);
    } else {
      const added = { ...g, workHistories: fresh };
      groupOf.set(g.paddy_field_id, added);
      listPaddy.push(added);
    }
  }
  return {
    listPaddy,
    listNotPaddy: [...prev.listNotPaddy, ...unseen(next.listNotPaddy)],
    total_count: next.total_count,
    truncated: next.truncated,
    next_offset: next.next_offset,
  };
}

/**
 * The entered value a hit was found by, as '農薬名: トリフミン水和剤', for the search row; null when
 * the hit was found by its item or season name (those the row shows already) or by a worker name.
 */
export function matchedValue(history: WorkHistory, q: string): string | null {
  const needle = searchFold(q.trim());
  if (!needle || searchFold(history.item_name).includes(needle) || searchFold(history.season_name).includes(needle)) return null;
  const hit = history.work_items_merged.find((m) => searchFold(m.value).includes(needle));
  if (!hit || hit.value === history.worker) return null;
  return `${hit.item_detail_name}: ${hit.value}${hit.item_detail_unit ? ` ${hit.item_detail_unit}` : ''}`;
}
