import { formatThousands } from '@inasaku/domain';

/** The boundary's area as shown: two decimals, thousands separated. */
export function boundaryAreaText(areaA: number): string {
  return formatThousands(areaA.toFixed(2));
}

/**
 * True when the field has a boundary whose area is not the typed one (compared to the 0.01 a
 * the boundary's area is given in); no typed area counts as different, so the offer shows.
 */
export function boundaryAreaDiffers(field: { area: string | null; boundary_area_a?: number | null }): boolean {
  if (field.boundary_area_a === null || field.boundary_area_a === undefined) return false;
  const typed = field.area === null || field.area.trim() === '' ? NaN : Number(field.area.replace(/,/g, ''));
  return !Number.isFinite(typed) || Math.round(typed * 100) !== Math.round(field.boundary_area_a * 100);
}
