import type {
  DeleteItemResponse, DeleteSeasonResponse, Item, ItemDetailInput, ItemPattern, ItemProgress, Season,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

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
    apiFetch<Season[]>('/inasaku/season-histories', { query: { ...year(managementId), include_not_paddy_field_item: 1 } }).then(
      (l) => l ?? [],
    ),

  createSeason: (managementId: Year, season: SeasonChanges) =>
    apiFetch<Season>('/inasaku/seasons', { method: 'POST', body: { ...year(managementId), ...season } }),

  updateSeason: (managementId: Year, seasonId: string, season: SeasonChanges) =>
    apiFetch<Season>('/inasaku/seasons', { method: 'PUT', body: { ...year(managementId), season_id: seasonId, ...season } }),

  deleteSeason: (managementId: Year, seasonId: string) =>
    apiFetch<DeleteSeasonResponse>('/inasaku/seasons', { method: 'DELETE', body: { ...year(managementId), season_id: seasonId } }),

  orderSeasons: (managementId: Year, rows: SeasonOrderRow[]) =>
    apiFetch<Season[]>('/inasaku/seasons/order', { method: 'POST', body: { ...year(managementId), seasons: rows } }),

  /** One item by id (404 when it is not the account's). */
  getItem: (managementId: Year, itemId: string) =>
    apiFetch<Item[]>('/inasaku/item-histories', { query: { ...year(managementId), item_id: itemId } }).then((l) => l?.[0] ?? null),

  createItem: (managementId: Year, item: ItemChanges) =>
    apiFetch<Item>('/inasaku/items', { method: 'POST', body: { ...year(managementId), ...item } }),

  updateItem: (managementId: Year, itemId: string, item: ItemChanges) =>
    apiFetch<Item>('/inasaku/items', { method: 'PUT', body: { ...year(managementId), item_id: itemId, ...item } }),

  deleteItem: (managementId: Year, itemId: string) =>
    apiFetch<DeleteItemResponse>('/inasaku/items', { method: 'DELETE', body: { ...year(managementId), item_id: itemId } }),

  orderItems: (managementId: Year, rows: ItemOrderRow[]) =>
    apiFetch<Item[]>('/inasaku/items/order', { method: 'POST', body: { ...year(managementId), items: rows } }),
};
