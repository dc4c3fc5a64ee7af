import type { ReportPaddyField } from '../../works';
import { formatThousands } from '@inasaku/domain';

export const AREA_TEXTS = {
  typed: '面積',
  boundary: '輪郭',
  unset: '未入力',
} as const;

/**
 * The note a field's row carries when its boundary's area is not the typed one, worded like the
 * paddy-field panel (輪郭の面積, in a, two decimals): '面積 10.00 a／輪郭 10.25 a'. Compared to the
 * 0.01 a the boundary's area is given in; no typed area counts as different, as on the panel.
 * null when the field has no boundary or both agree, so most rows stay as the spec lays them out.
 */
export function fieldAreaNote(field: Pick<ReportPaddyField, 'area' | 'boundary_area_a'>): string | null {
  const boundary = field.boundary_area_a;
  if (boundary === null || boundary === undefined) return null;
  const typedText = field.area === null ? '' : field.area.replace(/,/g, '').trim();
  const typed = typedText === '' ? NaN : Number(typedText);
  if (Number.isFinite(typed) && Math.round(typed * 100) === Math.round(boundary * 100)) return null;
  const typedPart = Number.isFinite(typed) ? `${formatThousands(typedText, 2)} a` : AREA_TEXTS.unset;
  return `${AREA_TEXTS.typed} ${typedPart}／${AREA_TEXTS.boundary} ${formatThousands(boundary, 2)} a`;
}
