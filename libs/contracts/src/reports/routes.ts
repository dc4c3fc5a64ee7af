import type { HttpRoute } from '../http-routes';
import { requestArchiveSchema, monitorArchiveSchema } from './export-jobs';
import { REPORTS_SUBJECTS as R } from './subjects';

/** The reports domain's HTTP endpoints (spec 001 §7). */
export function reportsRoutes(): HttpRoute[] {
  return [
    { method: 'POST', path: '/inasaku/archive/work', subject: R.exportJobs.create, auth: 'session', body: requestArchiveSchema },
    { method: 'GET', path: '/inasaku/archive/work', subject: R.exportJobs.get, auth: 'session', query: monitorArchiveSchema },
  ];
}
