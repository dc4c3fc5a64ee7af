import { CLIENT_ROUTES } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';
import type { LogPageQuery } from './work-log';

type Year = string | null;
const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/** The dashboard's works calls (spec 001 §7): logs paged as §4 describes, and progress. */
export const dashboardApi = {
  listLogs: (managementId: Year, page: LogPageQuery) =>
    callApi(CLIENT_ROUTES['logs.list'], { query: { ...year(managementId), ...page } }).then((d) => d ?? { list: [], total_count: 0 }),

  deleteLog: (managementId: Year, logId: string) =>
    callApi(CLIENT_ROUTES['logs.delete'], { body: { ...year(managementId), log_id: logId } }),

  /** Empty when nothing is shown on the dashboard (spec 001 §8). */
  listProgress: (managementId: Year) =>
    callApi(CLIENT_ROUTES['workProgress.list'], { query: year(managementId) }).then((l) => l ?? []),
};

/**
 * Both widgets are separate federated modules without a shared store: deleting a log tells the
 * progress widget through a window event so that its bars follow at once.
 */
export const WORKS_CHANGED_EVENT = 'inasaku:works-changed';
export const announceWorksChanged = () => window.dispatchEvent(new Event(WORKS_CHANGED_EVENT));
