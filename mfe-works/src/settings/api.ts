import { CLIENT_ROUTES, type ItemDetailInput, type ItemPattern, type ItemProgress } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

/**
 * The season and item calls of spec 001 §7. Seasons and items belong to the account; the
 * year is still sent so that the gateway refuses writes in a past year.
 */
type Year = string | null;
const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export interface SeasonChanges {
  season_name: string;
  is_not_paddy_field_item: boolean;
  color: string;
}

export interface ItemChanges {
  season_id: string;
  item_name: string;
  item_area_total: string | null;
  item_progress: ItemProgress | null;
  item_pattern: ItemPattern;
  item_details: ItemDetailInput[];
}

export interface SeasonOrderRow {
  season_id: string;
  sort_key: number;
  new_sort_key: number;
}

export interface ItemOrderRow extends Omit<SeasonOrderRow, 'season_id'> {
  item_id: string;
  season_id: string;
}

export const worksApi = {
  /** Every season, field and non-field, in order, each with its items. */
  listSeasons: (managementId: Year) =>
    callApi(CLIENT_ROUTES['seasons.list'], { query: { ...year(managementId), include_not_paddy_field_item: 1 } }).then((l) => l ?? []),

  createSeason: (managementId: Year, season: SeasonChanges) =>
    callApi(CLIENT_ROUTES['seasons.create'], { body: { ...year(managementId), ...season } }),

  updateSeason: (managementId: Year, seasonId: string, season: SeasonChanges) =>
    callApi(CLIENT_ROUTES['seasons.update'], { body: { ...year(managementId), season_id: seasonId, ...season } }),

  deleteSeason: (managementId: Year, seasonId: string) =>
    callApi(CLIENT_ROUTES['seasons.delete'], { body: { ...year(managementId), season_id: seasonId } }),

  orderSeasons: (managementId: Year, rows: SeasonOrderRow[]) =>
    callApi(CLIENT_ROUTES['seasons.order'], { body: { ...year(managementId), seasons: rows } }),

  createItem: (managementId: Year, item: ItemChanges) =>
    callApi(CLIENT_ROUTES['items.create'], { body: { ...year(managementId), ...item } }),

  updateItem: (managementId: Year, itemId: string, item: ItemChanges) =>
    callApi(CLIENT_ROUTES['items.update'], { body: { ...year(managementId), item_id: itemId, ...item } }),

  deleteItem: (managementId: Year, itemId: string) =>
    callApi(CLIENT_ROUTES['items.delete'], { body: { ...year(managementId), item_id: itemId } }),

  orderItems: (managementId: Year, rows: ItemOrderRow[]) =>
    callApi(CLIENT_ROUTES['items.order'], { body: { ...year(managementId), items: rows } }),
};
