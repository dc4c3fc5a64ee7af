import type {
  AccountUser, CreateWorkHistoriesResponse, DeleteWorkHistoryResponse, Item, Landmark, LandmarkList, LocationHistories,
  NewWorkHistory, PaddyField, PaddyFieldArea, PaddyFieldHistorySummary, SearchWorkHistoriesResponse, Season, WorkHistory,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

/**
 * The works calls of spec 001 §7 used by the screens of this remote, typed with the shared
 * contracts (libs/contracts/src/works). Every year-scoped call carries the chosen management
 * year; the gateway settles the newest year when it is null.
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

const list = <T>(p: Promise<T[] | null>) => p.then((l) => l ?? []);

export interface WorkEntryInput {
  season_id?: string;
  item_id: string;
  work_items: Record<string, string>;
  image_paths?: string[];
}

export const worksApi = {
  /** Seasons in order with their items; non-field seasons too unless told otherwise. */
  listSeasons: (mid: Year, includeNotPaddy = true) =>
    list(
      apiFetch<Season[]>('/inasaku/season-histories', {
        query: { ...yearParam(mid), include_not_paddy_field_item: includeNotPaddy ? 1 : 0 },
      }),
    ),

  listItems: (mid: Year, filter: { season_id?: string; item_id?: string } = {}) =>
    list(apiFetch<Item[]>('/inasaku/item-histories', { query: { ...yearParam(mid), ...filter } })),

  /** Histories of one field in this year, newest first. */
  listWorkHistories: (mid: Year, paddyFieldId: string, itemId?: string) =>
    list(
      apiFetch<WorkHistory[]>('/inasaku/work-histories', {
        query: { ...yearParam(mid), paddy_field_id: paddyFieldId, item_id: itemId },
      }),
    ),

  /** One entry for the selected fields of a field item (pattern 1 add, 2 overwrite decided by the server). */
  createWorkHistories: (mid: Year, rows: NewWorkHistory[], areaTotal: string | null) =>
    apiFetch<CreateWorkHistoriesResponse>('/inasaku/work-histories', {
      method: 'POST',
      body: { ...yearParam(mid), area_total: areaTotal, work_histories: rows },
    }),

  listGlobalWorkHistories: (mid: Year, itemId?: string) =>
    list(apiFetch<WorkHistory[]>('/inasaku/global-work-histories', { query: { ...yearParam(mid), item_id: itemId } })),

  createGlobalWorkHistory: (mid: Year, entry: WorkEntryInput) =>
    apiFetch<WorkHistory>('/inasaku/global-work-histories', { method: 'POST', body: { ...yearParam(mid), work_history: entry } }),

  /** PUT by id; `global` picks the non-field endpoint. Absent image_paths keeps the stored ones. */
  updateWorkHistory: (
    mid: Year,
    history: Pick<WorkHistory, 'work_history_id' | 'is_not_paddy_field_item'>,
    change: { work_items: Record<string, string>; image_paths?: string[] },
  ) =>
    apiFetch<WorkHistory>(`${historyBase(history)}/${encodeURIComponent(history.work_history_id)}`, {
      method: 'PUT',
      body: { ...yearParam(mid), ...change },
    }),

  deleteWorkHistory: (mid: Year, history: Pick<WorkHistory, 'work_history_id' | 'is_not_paddy_field_item'>) =>
    apiFetch<DeleteWorkHistoryResponse>(`${historyBase(history)}/${encodeURIComponent(history.work_history_id)}`, {
      method: 'DELETE',
      body: { ...yearParam(mid) },
    }),

  /** Which field has histories of which item this year (stored pins, overwrite confirmation). */
  paddyFieldHistories: (mid: Year, filter: { paddy_field_id?: string; season_id?: string; item_id?: string } = {}) =>
    list(apiFetch<PaddyFieldHistorySummary[]>('/inasaku/paddy-field-histories', { query: { ...yearParam(mid), ...filter } })),

  /** One page of hits, newest first; `offset` is the previous page's next_offset (the first page without it). */
  searchWorkHistories: (mid: Year, q: string, offset = 0) =>
    apiFetch<SearchWorkHistoriesResponse>('/inasaku/search-work-histories', {
      query: { ...yearParam(mid), q, ...(offset ? { offset } : {}) },
    }),

  /** Trails of the account's users in [from, to] (ISO 8601 with +09:00). Not year-scoped. */
  listLocations: (from: string, to: string, userId?: string) =>
    apiFetch<LocationHistories>('/api/location', {
      query: { location_time_from: from, location_time_to: to, user_id: userId },
    }).then((d) => d ?? {}),

  /** Every user of the account (worker shortcuts, person filter). */
  listUsers: () =>
    apiFetch<{ list: AccountUser[]; total_count: number } | AccountUser[]>('/inasaku/users').then((d) =>
      Array.isArray(d) ? d : (d?.list ?? []),
    ),

  listPaddyFields: (mid: Year) => list(apiFetch<PaddyField[]>('/inasaku/paddy-fields', { query: yearParam(mid) })),

  paddyFieldAreas: (mid: Year) => list(apiFetch<PaddyFieldArea[]>('/inasaku/paddy-field-areas', { query: yearParam(mid) })),

  listLandmarks: (mid: Year): Promise<Landmark[]> =>
    apiFetch<LandmarkList>('/inasaku/landmarks', { query: yearParam(mid) }).then((d) => d?.list ?? []),
};

function historyBase(history: Pick<WorkHistory, 'is_not_paddy_field_item'>): string {
  return history.is_not_paddy_field_item ? '/inasaku/global-work-histories' : '/inasaku/work-histories';
}
