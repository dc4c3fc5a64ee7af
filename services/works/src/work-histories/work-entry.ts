import { FIXED_DETAIL_ROWS, autoPer10a, searchFold } from '@inasaku/domain';
import { WORKS_MESSAGES, checkWorkItems, type ItemDetail, type WorkItemsIssue } from '@inasaku/contracts';

/** What is stored for one work entry, derived from the values the user entered. */
export interface PreparedEntry {
  workItems: Record<string, string>;
  workItemsAuto: Record<string, string>;
  workDate: string | null;
  worker: string | null;
  searchText: string;
}

/**
 * Per-10a values (spec 000 §3 item_detail_auto, §9): for each num detail with auto calculation,
 * value / area(a) * 10, rounded half up at the third decimal. Nothing without an area.
 */
export function autoValues(details: readonly ItemDetail[], workItems: Record<string, string>, areaInA: string | null): Record<string, string> {
  const auto: Record<string, string> = {};
  if (!areaInA) return auto;
  for (const d of details) {
    if (d.item_detail_type !== 'num' || !d.item_detail_auto) continue;
    const value = workItems[d.item_detail_id];
    if (value === undefined) continue;
    const per10a = autoPer10a(value, areaInA);
    if (per10a !== null) auto[d.item_detail_id] = per10a;
  }
  return auto;
}

/** Text compared by the work search: folded as libs/domain searchFold says, and trimmed. */
export function searchNeedle(text: string): string {
  return searchFold(text).trim();
}

/** The tag of a year in search pieces: the first 8 characters of its id. */
function yearTag(managementId: string): string {
  return managementId.slice(0, 8);
}

/** Distinct two-character pieces of each line of `text`, tagged with the year ('0b6f6d55:山田'). */
export function searchGrams(managementId: string, text: string): string[] {
  const grams = new Set<string>();
  const tag = yearTag(managementId);
  for (const line of text.split('\n')) {
    const chars = [...line];
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${tag}:${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
}

/**
 * Validates and prepares one entry: empties dropped, every detail checked by its type,
 * per-10a values for field work (`areaInA` of the field; null for non-field items).
 */
export function prepareEntry(
  details: readonly ItemDetail[],
  values: Record<string, unknown>,
  areaInA: string | null,
): { ok: true; entry: PreparedEntry } | { ok: false; issue: WorkItemsIssue } {
  const checked = checkWorkItems(details, values);
  if (!checked.ok) return checked;
  const workItems = checked.workItems;
  const [dateRow, workerRow] = details.slice(0, FIXED_DETAIL_ROWS);
  const text = details.map((d) => workItems[d.item_detail_id]).filter((v) => v !== undefined).join('\n');
  return {
    ok: true,
    entry: {
      workItems,
      workItemsAuto: autoValues(details, workItems, areaInA),
      workDate: dateRow ? (workItems[dateRow.item_detail_id] ?? null) : null,
      worker: workerRow ? (workItems[workerRow.item_detail_id] ?? null) : null,
      searchText: searchNeedle(text),
    },
  };
}

/** Image keys must be of the year the entry is saved in (POST /media of the same year). */
export function checkImagePaths(paths: readonly string[] | undefined, managementId: string): string | null {
  for (const p of paths ?? []) {
    if (!p.startsWith(`${managementId}/image/`)) return WORKS_MESSAGES.imagePath;
  }
  return null;
}
