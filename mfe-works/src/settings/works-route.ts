import type { Season } from '@inasaku/contracts';

/**
 * Paths and parameters of the works screens (spec 000 §2.8, spec 001 §2). Parameters travel in
 * the query so that a reload keeps the screen; the season edit also carries the loaded season
 * in the router state (viewData) to draw at once.
 */
export const WORKS_PATH = '/works';
export const SEASON_EDIT_PATH = '/works/item/edit';
export const ITEM_EDIT_PATH = '/works/detail/edit';
export const ITEM_ORDER_PATH = '/works/item/order';
export const SEASON_ORDER_PATH = '/works/order';
export const DASHBOARD_PATH = '/dashboard';

/** 'a' adds, 'e' edits. */
export type ViewMode = 'a' | 'e';

export interface SeasonEditState {
  viewMode: ViewMode;
  viewData?: Season;
}

export function seasonEditTarget(season?: Season): { to: string; state: SeasonEditState } {
  const query = new URLSearchParams({ viewMode: season ? 'e' : 'a' });
  if (season) query.set('season_id', season.season_id);
  return { to: `${SEASON_EDIT_PATH}?${query}`, state: season ? { viewMode: 'e', viewData: season } : { viewMode: 'a' } };
}

/** Router state first (it has the season), then the query. An edit without an id falls back to add. */
export function readSeasonEdit(state: unknown, search: string): { viewMode: ViewMode; viewData?: Season; seasonId?: string } {
  const s = state as Partial<SeasonEditState> | null;
  if (s?.viewMode === 'e' && s.viewData) return { viewMode: 'e', viewData: s.viewData, seasonId: s.viewData.season_id };
  const query = new URLSearchParams(search);
  const seasonId = query.get('season_id') ?? undefined;
  return query.get('viewMode') === 'e' && seasonId ? { viewMode: 'e', seasonId } : { viewMode: 'a' };
}

export interface ItemEditParams {
  viewMode: ViewMode;
  season_id?: string;
  item_id?: string;
  /** 'dashboard' when opened from the progress widget: キャンセル and save go back there. */
  routeName?: string;
}

/** works-detail-edit with its params (viewMode 'e', season_id, item_id, optionally routeName 'dashboard'). */
export function itemEditPath(params: ItemEditParams): string {
  const query = new URLSearchParams({ viewMode: params.viewMode });
  if (params.season_id) query.set('season_id', params.season_id);
  if (params.viewMode === 'e' && params.item_id) query.set('item_id', params.item_id);
  if (params.routeName) query.set('routeName', params.routeName);
  return `${ITEM_EDIT_PATH}?${query}`;
}

export function readItemEdit(search: string): ItemEditParams {
  const query = new URLSearchParams(search);
  const itemId = query.get('item_id') ?? undefined;
  const viewMode: ViewMode = query.get('viewMode') === 'e' && itemId ? 'e' : 'a';
  return {
    viewMode,
    season_id: query.get('season_id') ?? undefined,
    item_id: viewMode === 'e' ? itemId : undefined,
    routeName: query.get('routeName') ?? undefined,
  };
}

/** Where キャンセル and a finished save go: the dashboard when it opened the screen, else works. */
export function itemEditReturnPath(params: ItemEditParams): string {
  return params.routeName === 'dashboard' ? DASHBOARD_PATH : WORKS_PATH;
}
