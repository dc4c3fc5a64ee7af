import type { WorkProgress } from '@inasaku/contracts';
import { PAGE_SIZES, formatThousands } from '@inasaku/domain';
import { PROGRESS_TEXTS } from './texts';

/** The first five rows, then すべてを見る until the user asks for all (spec 001 "Dashboard"). */
export function visibleProgress<T>(list: readonly T[], expanded: boolean): { rows: T[]; seeAll: boolean } {
  if (expanded || list.length <= PAGE_SIZES.workProgress) return { rows: [...list], seeAll: false };
  return { rows: list.slice(0, PAGE_SIZES.workProgress), seeAll: true };
}

/** 'actual / total (a)' with thousands separators; '-' for an item without a total. */
export function progressAreaText(p: Pick<WorkProgress, 'actual_total_area' | 'item_area_total'>): string {
  const total = p.item_area_total === null || p.item_area_total === '' ? '-' : formatThousands(p.item_area_total);
  return `${formatThousands(p.actual_total_area)} / ${total} ${PROGRESS_TEXTS.areaUnit}`;
}

/**
 * An item without a total area has no percentage to show: its area alone ('67.25 (a)'), never
 * '67.25 / - (a)' beside 0.0 % and an empty bar, which reads as "no work done".
 */
export function hasAreaTotal(p: Pick<WorkProgress, 'item_area_total'>): boolean {
  return p.item_area_total !== null && p.item_area_total !== '';
}

/** The area text of a row: 'actual / total (a)', or 'actual (a)' for an item without a total. */
export function progressRowAreaText(p: Pick<WorkProgress, 'actual_total_area' | 'item_area_total'>): string {
  return hasAreaTotal(p) ? progressAreaText(p) : `${formatThousands(p.actual_total_area)} ${PROGRESS_TEXTS.areaUnit}`;
}

/** The percent as given by the server (one decimal, not capped), e.g. '45.5%'. */
export function percentText(percent: number): string {
  return `${formatThousands(Number.isFinite(percent) ? percent : 0, 1)}%`;
}

/** The bar never runs past its track. */
export function barPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.max(0, Math.min(100, percent)) : 0;
}
