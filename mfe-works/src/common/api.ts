import { CLIENT_ROUTES, type NewWorkHistory, type WorkHistory } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

/**
 * The works calls of spec 001 §7 used by the screens of this remote, typed with the shared
 * contracts (libs/contracts/src/works). Every year-scoped call carries the chosen management
 * year; the gateway settles the newest year when it is null.
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/**
 * The input with the chosen year in its query, for a route whose contract declares no query
 * (landmarks): the gateway still settles the year of every session route from it.
 */
export const withYear = <I extends object>(mid: Year, input: I): I => ({ ...input, query: yearParam(mid) });

const list = <T>(p: Promise<T[] | null | undefined>) => p.then((l) => l ?? []);

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
      callApi(CLIENT_ROUTES['seasons.list'], { query: { ...yearParam(mid), include_not_paddy_field_item: includeNotPaddy ? 1 : 0 } }),
    ),

  listItems: (mid: Year, filter: { season_id?: string; item_id?: string } = {}) =>
    list(callApi(CLIENT_ROUTES['items.list'], { query: { ...yearParam(mid), ...filter } })),

  /** Histories of one field in this year, newest first. */
  listWorkHistories: (mid: Year, paddyFieldId: string, itemId?: string) =>
    list(
      callApi(CLIENT_ROUTES['workHistories.list'], { query: { ...yearParam(mid), paddy_field_id: paddyFieldId, item_id: itemId } }),
    ),

  /** One entry for the selected fields of a field item (pattern 1 add, 2 overwrite decided by the server). */
  createWorkHistories: (mid: Year, rows: NewWorkHistory[], areaTotal: string | null) =>
    callApi(CLIENT_ROUTES['workHistories.create'], { body: { ...yearParam(mid), area_total: areaTotal, work_histories: rows } }),

  listGlobalWorkHistories: (mid: Year, itemId?: string) =>
    list(callApi(CLIENT_ROUTES['globalWorkHistories.list'], { query: { ...yearParam(mid), item_id: itemId } })),

  createGlobalWorkHistory: (mid: Year, entry: WorkEntryInput) =>
    callApi(CLIENT_ROUTES['globalWorkHistories.create'], { body: { ...yearParam(mid), work_history: entry } }),

  /** PUT by id; `global` picks the non-field endpoint. Absent image_paths keeps the stored ones. */
  updateWorkHistory: (
    mid: Year,
    history: Pick<WorkHistory, 'work_history_id' | 'is_not_paddy_field_item'>,
    change: { work_items: Record<string, string>; image_paths?: string[] },
  ) =>
    callApi(CLIENT_ROUTES[history.is_not_paddy_field_item ? 'globalWorkHistories.update' : 'workHistories.update'], {
      params: { work_history_id: history.work_history_id },
      body: { ...yearParam(mid), ...change },
    }),

  deleteWorkHistory: (mid: Year, history: Pick<WorkHistory, 'work_history_id' | 'is_not_paddy_field_item'>) =>
    callApi(CLIENT_ROUTES[history.is_not_paddy_field_item ? 'globalWorkHistories.delete' : 'workHistories.delete'], {
      params: { work_history_id: history.work_history_id },
      body: { ...yearParam(mid) },
    }),

  /** Which field has histories of which item this year (stored pins, overwrite confirmation). */
  paddyFieldHistories: (mid: Year, filter: { paddy_field_id?: string; season_id?: string; item_id?: string } = {}) =>
    list(callApi(CLIENT_ROUTES['workHistories.summaries'], { query: { ...yearParam(mid), ...filter } })),

  /** One page of hits, newest first; `offset` is the previous page's next_offset (the first page without it). */
  searchWorkHistories: (mid: Year, q: string, offset = 0) =>
    callApi(CLIENT_ROUTES['workHistories.search'], { query: { ...yearParam(mid), q, ...(offset ? { offset } : {}) } }),

  /** Trails of the account's users in [from, to] (ISO 8601 with +09:00). Not year-scoped. */
  listLocations: (from: string, to: string, userId?: string) =>
    callApi(CLIENT_ROUTES['locations.list'], { query: { location_time_from: from, location_time_to: to, user_id: userId } }).then((d) => d ?? {}),

  /** Every user of the account (worker shortcuts, person filter). */
  listUsers: () => callApi(CLIENT_ROUTES['users.list']).then((d) => d?.list ?? []),

  listPaddyFields: (mid: Year) => list(callApi(CLIENT_ROUTES['paddyFields.list'], { query: yearParam(mid) })),

  paddyFieldAreas: (mid: Year) => list(callApi(CLIENT_ROUTES['paddyFields.areas'], { query: yearParam(mid) })),
};
