import type { Brand } from '@inasaku/contracts';

/** brands-detail: 'a' adds a brand, 'e' edits viewData (spec 000 §2.10). */
export type ViewMode = 'a' | 'e';

export interface BrandDetailState {
  viewMode: ViewMode;
  viewData?: Brand;
}

export const BRANDS_PATH = '/brands';
export const BRAND_ORDER_PATH = '/brands/order';

/**
 * The detail route carries the mode and brand in the router state and, so that a reload
 * keeps working, the mode and id in the query as well.
 */
export function brandDetailTarget(state: BrandDetailState): { to: string; state: BrandDetailState } {
  const query = new URLSearchParams({ mode: state.viewMode });
  if (state.viewMode === 'e' && state.viewData) query.set('brand_id', state.viewData.brand_id);
  return { to: `/brands/detail?${query}`, state };
}

/** Reads the mode and brand back: router state first, then the query. */
export function readBrandDetail(state: unknown, search: string): { viewMode: ViewMode; viewData?: Brand; brandId?: string } {
  const s = state as Partial<BrandDetailState> | null;
  if (s && (s.viewMode === 'a' || s.viewMode === 'e')) {
    return { viewMode: s.viewMode, viewData: s.viewData, brandId: s.viewData?.brand_id };
  }
  const query = new URLSearchParams(search);
  const brandId = query.get('brand_id') ?? undefined;
  return { viewMode: query.get('mode') === 'e' && brandId ? 'e' : 'a', brandId };
}
