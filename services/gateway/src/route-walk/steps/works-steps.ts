import { FIXED_ITEM_DETAILS } from '@inasaku/contracts';
import type { Step, WalkState } from '../walk-step';

const details = [...FIXED_ITEM_DETAILS, { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true }];
/** work_items of the item made below: 実施日, 作業者 and 施用量 by their ids. */
const workItems = (s: WalkState, amount: string) => ({ [s.dateDetailId]: '2026-05-10', [s.workerDetailId]: '山田', [s.amountDetailId]: amount });
type Detail = { item_detail_type: string; item_detail_id: string };
/** The ids of an item's 実施日, 作業者 and first number detail. */
function keepDetailIds(details: Detail[], s: WalkState, prefix = ''): void {
  const of = (type: string) => details.find((d) => d.item_detail_type === type)?.item_detail_id ?? '';
  s[`${prefix}dateDetailId`] = of('date');
  s[`${prefix}workerDetailId`] = of('list');
  s[`${prefix}amountDetailId`] = of('num');
}

/**
 * Works: a field season with an item, its histories on the walk's field (created, edited,
 * deleted; then created again and taken back through its log), a non-field season with a global
 * history, the reports' data, and the phone's positions.
 */
export const worksSteps: Step[] = [
  { route: 'seasons.createMasterData', input: () => ({ query: {} }) },
  {
    route: 'seasons.create', input: () => ({ body: { season_name: '施肥（歩行）' } }),
    keep: (d, s) => {
      s.seasonId = d.season_id;
      s.seasonSortKey = String(d.sort_key);
    },
  },
  { route: 'seasons.list', input: () => ({ query: {} }) },
  { route: 'seasons.update', input: (s) => ({ body: { season_id: s.seasonId, season_name: '追肥（歩行）' } }) },
  {
    route: 'seasons.order',
    input: (s) => ({ body: { seasons: [{ season_id: s.seasonId, sort_key: Number(s.seasonSortKey), new_sort_key: Number(s.seasonSortKey) + 100 }] } }),
  },
  {
    route: 'items.create',
    input: (s) => ({ body: { season_id: s.seasonId, item_name: '元肥', item_pattern: '2', item_area_total: '100', item_details: details } }),
    keep: (d, s) => {
      s.itemId = d.item_id;
      s.itemSortKey = String(d.sort_key);
      keepDetailIds(d.item_details, s);
    },
  },
  { route: 'items.list', input: (s) => ({ query: { season_id: s.seasonId } }) },
  {
    route: 'items.update',
    input: (s) => ({ body: { item_id: s.itemId, season_id: s.seasonId, item_name: '元肥2', item_pattern: '2', item_details: details } }),
    keep: (d, s) => {
      keepDetailIds(d.item_details, s);
    },
  },
  {
    route: 'items.order',
    input: (s) => ({ body: { items: [{ item_id: s.itemId, sort_key: Number(s.itemSortKey), new_sort_key: Number(s.itemSortKey) + 100 }] } }),
  },
  {
    route: 'workHistories.create',
    input: (s) => ({ body: { work_histories: [{ paddy_field_id: s.fieldId, item_id: s.itemId, work_items: workItems(s, '30'), image_paths: [] }] } }),
    keep: (d, s) => (s.workHistoryId = d.work_histories[0].work_history_id),
  },
  { route: 'workHistories.list', input: (s) => ({ query: { paddy_field_id: s.fieldId } }) },
  {
    route: 'workHistories.update',
    input: (s) => ({ params: { work_history_id: s.workHistoryId }, body: { work_items: workItems(s, '35'), image_paths: [] } }),
  },
  { route: 'workHistories.summaries', input: () => ({ query: {} }) },
  { route: 'workHistories.search', input: () => ({ query: { q: '元肥' } }) },
  { route: 'workProgress.list', input: () => ({ query: {} }) },
  { route: 'workReport.data', input: () => ({ query: {} }) },
  { route: 'workHistories.delete', input: (s) => ({ params: { work_history_id: s.workHistoryId }, body: {} }) },
  {
    route: 'workHistories.create',
    input: (s) => ({ body: { work_histories: [{ paddy_field_id: s.fieldId, item_id: s.itemId, work_items: workItems(s, '40'), image_paths: [] }] } }),
    keep: (d, s) => (s.logId = d.log_id),
  },
  { route: 'logs.list', input: () => ({ query: {} }) },
  { route: 'logs.delete', input: (s) => ({ body: { log_id: s.logId } }) },
  {
    route: 'seasons.create', input: () => ({ body: { season_name: 'ほ場外（歩行）', is_not_paddy_field_item: true } }),
    keep: (d, s) => (s.globalSeasonId = d.season_id),
  },
  {
    route: 'items.create', input: (s) => ({ body: { season_id: s.globalSeasonId, item_name: '機械整備', item_details: [...FIXED_ITEM_DETAILS] } }),
    keep: (d, s) => {
      s.globalItemId = d.item_id;
      keepDetailIds(d.item_details, s, 'global.');
    },
  },
  {
    route: 'globalWorkHistories.create',
    input: (s) => ({ body: { work_history: { item_id: s.globalItemId, work_items: { [s['global.dateDetailId']]: '2026-05-11', [s['global.workerDetailId']]: '山田' }, image_paths: [] } } }),
    keep: (d, s) => (s.globalHistoryId = d.work_history_id),
  },
  { route: 'globalWorkHistories.list', input: () => ({ query: {} }) },
  {
    route: 'globalWorkHistories.update',
    input: (s) => ({ params: { work_history_id: s.globalHistoryId }, body: { work_items: { [s['global.dateDetailId']]: '2026-05-12', [s['global.workerDetailId']]: '山田' }, image_paths: [] } }),
  },
  { route: 'globalWorkHistories.delete', input: (s) => ({ params: { work_history_id: s.globalHistoryId }, body: {} }) },
  { route: 'items.delete', input: (s) => ({ body: { item_id: s.globalItemId } }) },
  { route: 'seasons.delete', input: (s) => ({ body: { season_id: s.globalSeasonId } }) },
  {
    route: 'locations.create',
    input: () => ({ body: { locations: [{ lat: 36.651, lon: 138.181, location_time: '2026-05-10T08:00:00+09:00' }] } }),
  },
  {
    route: 'locations.list',
    input: () => ({ query: { location_time_from: '2026-05-10T00:00:00+09:00', location_time_to: '2026-05-11T00:00:00+09:00' } }),
  },
];
