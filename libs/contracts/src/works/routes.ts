import { z } from 'zod';
import { defineRoute, defineRoutes, type HttpRoute } from '../route-def';
import { ERROR_CODES } from '../errors';
import { WORKS_ERROR_CODES } from './common';
import { WORKS_SUBJECTS as W } from './subjects';
import {
  createItemSchema, createSeasonSchema, createWorkMasterDataSchema, deleteItemSchema, deleteSeasonSchema, listItemsSchema,
  listSeasonsSchema, orderItemsSchema, orderSeasonsSchema, updateItemSchema, updateSeasonSchema, seasonSchema, itemSchema,
  deleteSeasonResponseSchema, deleteItemResponseSchema,
} from './seasons';
import {
  createGlobalWorkHistorySchema, createWorkHistoriesSchema, deleteWorkHistoryBodySchema, listGlobalWorkHistoriesSchema,
  listPaddyFieldHistoriesSchema, listWorkHistoriesSchema, searchWorkHistoriesSchema, updateWorkHistoryBodySchema, workHistorySchema,
  createWorkHistoriesResponseSchema, deleteWorkHistoryResponseSchema, paddyFieldHistorySummarySchema, searchWorkHistoriesResponseSchema,
} from './work-histories';
import { deleteLogResponseSchema, deleteLogSchema, listLogsSchema, workLogSchema } from './logs';
import { listWorkProgressSchema, workProgressSchema } from './progress';
import { createLocationsResponseSchema, createLocationsSchema, listLocationsSchema, locationHistoriesSchema } from './locations';
import { reportWorkDataAnswerSchema, reportWorkDataSchema } from './report-data';

const s = 'session' as const;

const updateHistory = defineRoute({
  method: 'PUT', path: '/inasaku/work-histories/:work_history_id', subject: W.workHistories.update, auth: s,
  body: updateWorkHistoryBodySchema, errors: [ERROR_CODES.notFound], response: workHistorySchema,
});
const deleteHistory = defineRoute({
  method: 'DELETE', path: '/inasaku/work-histories/:work_history_id', subject: W.workHistories.delete, auth: s,
  body: deleteWorkHistoryBodySchema, errors: [ERROR_CODES.notFound], response: deleteWorkHistoryResponseSchema,
});

/**
 * The works domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <response> }`.
 * Path parameters (`:work_history_id`) are merged into the payload by the gateway after the
 * body is validated.
 */
export const WORKS_ROUTES = defineRoutes({
  'seasons.list': { method: 'GET', path: '/inasaku/season-histories', subject: W.seasons.list, auth: s, query: listSeasonsSchema, response: z.array(seasonSchema) },
  'seasons.create': { method: 'POST', path: '/inasaku/seasons', subject: W.seasons.create, auth: s, body: createSeasonSchema, response: seasonSchema },
  'seasons.update': { method: 'PUT', path: '/inasaku/seasons', subject: W.seasons.update, auth: s, body: updateSeasonSchema, errors: [ERROR_CODES.notFound], response: seasonSchema },
  'seasons.delete': { method: 'DELETE', path: '/inasaku/seasons', subject: W.seasons.delete, auth: s, body: deleteSeasonSchema, errors: [ERROR_CODES.notFound], response: deleteSeasonResponseSchema },
  'seasons.order': { method: 'POST', path: '/inasaku/seasons/order', subject: W.seasons.order, auth: s, body: orderSeasonsSchema, errors: [WORKS_ERROR_CODES.orderConflict], response: z.array(seasonSchema) },
  'seasons.createMasterData': {
    method: 'GET', path: '/inasaku/create-work-master-data', subject: W.seasons.createMasterData, auth: s,
    query: createWorkMasterDataSchema, response: z.array(seasonSchema),
  },
  'items.list': { method: 'GET', path: '/inasaku/item-histories', subject: W.items.list, auth: s, query: listItemsSchema, response: z.array(itemSchema) },
  'items.create': { method: 'POST', path: '/inasaku/items', subject: W.items.create, auth: s, body: createItemSchema, response: itemSchema },
  'items.update': { method: 'PUT', path: '/inasaku/items', subject: W.items.update, auth: s, body: updateItemSchema, errors: [ERROR_CODES.notFound], response: itemSchema },
  'items.delete': { method: 'DELETE', path: '/inasaku/items', subject: W.items.delete, auth: s, body: deleteItemSchema, errors: [ERROR_CODES.notFound], response: deleteItemResponseSchema },
  'items.order': { method: 'POST', path: '/inasaku/items/order', subject: W.items.order, auth: s, body: orderItemsSchema, errors: [WORKS_ERROR_CODES.orderConflict], response: z.array(itemSchema) },
  'workHistories.list': {
    method: 'GET', path: '/inasaku/work-histories', subject: W.workHistories.list, auth: s, query: listWorkHistoriesSchema, response: z.array(workHistorySchema),
  },
  'workHistories.create': {
    method: 'POST', path: '/inasaku/work-histories', subject: W.workHistories.create, auth: s, body: createWorkHistoriesSchema, response: createWorkHistoriesResponseSchema,
  },
  'workHistories.update': updateHistory,
  'workHistories.delete': deleteHistory,
  'globalWorkHistories.list': {
    method: 'GET', path: '/inasaku/global-work-histories', subject: W.globalWorkHistories.list, auth: s,
    query: listGlobalWorkHistoriesSchema, response: z.array(workHistorySchema),
  },
  'globalWorkHistories.create': {
    method: 'POST', path: '/inasaku/global-work-histories', subject: W.globalWorkHistories.create, auth: s,
    body: createGlobalWorkHistorySchema, response: workHistorySchema,
  },
  // A non-field history is edited and deleted as a field's is, under its own path and subject.
  'globalWorkHistories.update': { ...updateHistory, path: '/inasaku/global-work-histories/:work_history_id', subject: W.globalWorkHistories.update },
  'globalWorkHistories.delete': { ...deleteHistory, path: '/inasaku/global-work-histories/:work_history_id', subject: W.globalWorkHistories.delete },
  'workHistories.summaries': {
    method: 'GET', path: '/inasaku/paddy-field-histories', subject: W.workHistories.summaries, auth: s,
    query: listPaddyFieldHistoriesSchema, response: z.array(paddyFieldHistorySummarySchema),
  },
  'workHistories.search': {
    method: 'GET', path: '/inasaku/search-work-histories', subject: W.workHistories.search, auth: s,
    query: searchWorkHistoriesSchema, response: searchWorkHistoriesResponseSchema,
  },
  'logs.list': { method: 'GET', path: '/inasaku/logs', subject: W.logs.list, auth: s, query: listLogsSchema, response: z.object({ list: z.array(workLogSchema), total_count: z.number() }) },
  'logs.delete': { method: 'DELETE', path: '/inasaku/logs', subject: W.logs.delete, auth: s, body: deleteLogSchema, errors: [WORKS_ERROR_CODES.alreadyDeleted, ERROR_CODES.notFound], response: deleteLogResponseSchema },
  'workProgress.list': {
    method: 'GET', path: '/inasaku/work-progress', subject: W.progress.list, auth: s, query: listWorkProgressSchema, response: z.array(workProgressSchema),
  },
  'workReport.data': {
    method: 'GET', path: '/inasaku/archive/work-histories', subject: W.reports.workData, auth: s, query: reportWorkDataSchema, response: reportWorkDataAnswerSchema,
  },
  // Trails are the account's, not a year's.
  'locations.list': {
    method: 'GET', path: '/api/location', subject: W.locations.list, auth: s, query: listLocationsSchema, yearScoped: false, response: locationHistoriesSchema,
  },
  'locations.create': {
    method: 'POST', path: '/api/location', subject: W.locations.create, auth: s, body: createLocationsSchema, yearScoped: false, response: createLocationsResponseSchema,
  },
});

/** The works domain's routes as the gateway reads them. */
export function worksRoutes(): HttpRoute[] {
  return Object.values(WORKS_ROUTES);
}
