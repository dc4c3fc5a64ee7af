import { sumAreas } from '@inasaku/domain';

/** Hundredths of an a as an exact integer ('12.3' -> 1230n); null for anything that is not plain decimal text. */
function hundredths(area: string | null): bigint | null {
  if (!area) return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(area.trim());
  if (!m) return null;
  const value = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/**
 * actual / total as a percentage with one decimal, rounded half up, computed on integers so
 * 1/3 of a field is 33.3 and no float error shows. 0 without a positive total; not capped.
 */
export function progressPercent(actual: string, total: string | null): number {
  const a = hundredths(actual);
  const t = hundredths(total);
  if (a === null || t === null || t <= 0n) return 0;
  const tenths = (a * 1000n * 2n + t) / (t * 2n);
  return Number(tenths) / 10;
}

/** Exact total of the current areas of the distinct fields that have the item recorded. */
export function actualArea(fieldIds: readonly string[], areaOf: (id: string) => string | null | undefined): string {
  return sumAreas([...new Set(fieldIds)].map((id) => areaOf(id) ?? null));
}
