import type { PaddyField, SearchWorkHistoriesResponse, WorkHistory } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
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
