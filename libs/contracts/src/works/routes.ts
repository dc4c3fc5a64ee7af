import type { HttpRoute } from '../http-routes';
import { WORKS_SUBJECTS as W } from './subjects';
import {
  createItemSchema, createSeasonSchema, createWorkMasterDataSchema, deleteItemSchema, deleteSeasonSchema, listItemsSchema,
  listSeasonsSchema, orderItemsSchema, orderSeasonsSchema, updateItemSchema, updateSeasonSchema,
} from './seasons';
import {
  createGlobalWorkHistorySchema, createWorkHistoriesSchema, deleteWorkHistoryBodySchema, listGlobalWorkHistoriesSchema,
  listPaddyFieldHistoriesSchema, listWorkHistoriesSchema, searchWorkHistoriesSchema, updateWorkHistoryBodySchema,
} from './work-histories';
import { deleteLogSchema, listLogsSchema } from './logs';
import { listWorkProgressSchema } from './progress';
import { createLocationsSchema, listLocationsSchema } from './locations';
import { reportWorkDataSchema } from './report-data';

/**
 * The works domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <answer> }`;
 * the answer shapes are documented on each schema. Path parameters (`:work_history_id`) are
 * merged into the payload by the gateway after the body is validated.
 */
export function worksRoutes(): HttpRoute[] {
  const s = 'session' as const;
  return [
    { method: 'GET', path: '/inasaku/season-histories', subject: W.seasons.list, auth: s, query: listSeasonsSchema },
    { method: 'POST', path: '/inasaku/seasons', subject: W.seasons.create, auth: s, body: createSeasonSchema },
    { method: 'PUT', path: '/inasaku/seasons', subject: W.seasons.update, auth: s, body: updateSeasonSchema },
    { method: 'DELETE', path: '/inasaku/seasons', subject: W.seasons.delete, auth: s, body: deleteSeasonSchema },
    { method: 'POST', path: '/inasaku/seasons/order', subject: W.seasons.order, auth: s, body: orderSeasonsSchema },
    {
      method: 'GET', path: '/inasaku/create-work-master-data', subject: W.seasons.createMasterData, auth: s,
      query: createWorkMasterDataSchema,
    },
    { method: 'GET', path: '/inasaku/item-histories', subject: W.items.list, auth: s, query: listItemsSchema },
    { method: 'POST', path: '/inasaku/items', subject: W.items.create, auth: s, body: createItemSchema },
    { method: 'PUT', path: '/inasaku/items', subject: W.items.update, auth: s, body: updateItemSchema },
    { method: 'DELETE', path: '/inasaku/items', subject: W.items.delete, auth: s, body: deleteItemSchema },
    { method: 'POST', path: '/inasaku/items/order', subject: W.items.order, auth: s, body: orderItemsSchema },
    { method: 'GET', path: '/inasaku/work-histories', subject: W.workHistories.list, auth: s, query: listWorkHistoriesSchema },
    { method: 'POST', path: '/inasaku/work-histories', subject: W.workHistories.create, auth: s, body: createWorkHistoriesSchema },
    {
      method: 'PUT', path: '/inasaku/work-histories/:work_history_id', subject: W.workHistories.update, auth: s,
      body: updateWorkHistoryBodySchema,
    },
    {
      method: 'DELETE', path: '/inasaku/work-histories/:work_history_id', subject: W.workHistories.delete, auth: s,
      body: deleteWorkHistoryBodySchema,
    },
    {
      method: 'GET', path: '/inasaku/global-work-histories', subject: W.globalWorkHistories.list, auth: s,
      query: listGlobalWorkHistoriesSchema,
    },
    {
      method: 'POST', path: '/inasaku/global-work-histories', subject: W.globalWorkHistories.create, auth: s,
      body: createGlobalWorkHistorySchema,
    },
    {
      method: 'PUT', path: '/inasaku/global-work-histories/:work_history_id', subject: W.globalWorkHistories.update, auth: s,
      body: updateWorkHistoryBodySchema,
    },
    {
      method: 'DELETE', path: '/inasaku/global-work-histories/:work_history_id', subject: W.globalWorkHistories.delete, auth: s,
      body: deleteWorkHistoryBodySchema,
    },
    {
      method: 'GET', path: '/inasaku/paddy-field-histories', subject: W.workHistories.summaries, auth: s,
      query: listPaddyFieldHistoriesSchema,
    },
    {
      method: 'GET', path: '/inasaku/search-work-histories', subject: W.workHistories.search, auth: s,
      query: searchWorkHistoriesSchema,
    },
    { method: 'GET', path: '/inasaku/logs', subject: W.logs.list, auth: s, query: listLogsSchema },
    { method: 'DELETE', path: '/inasaku/logs', subject: W.logs.delete, auth: s, body: deleteLogSchema },
    { method: 'GET', path: '/inasaku/work-progress', subject: W.progress.list, auth: s, query: listWorkProgressSchema },
    {
      method: 'GET', path: '/inasaku/archive/work-histories', subject: W.reports.workData, auth: s, query: reportWorkDataSchema,
    },
    // Trails are the account's, not a year's.
    { method: 'GET', path: '/api/location', subject: W.locations.list, auth: s, query: listLocationsSchema, yearScoped: false },
    { method: 'POST', path: '/api/location', subject: W.locations.create, auth: s, body: createLocationsSchema, yearScoped: false },
  ];
}
