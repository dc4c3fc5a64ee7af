import { defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { exportJobSchema, requestArchiveSchema, monitorArchiveSchema } from './export-jobs';
import { REPORTS_SUBJECTS as R } from './subjects';

/** The reports domain's HTTP endpoints (spec 001 §7). */
export const REPORTS_ROUTES = defineRoutes({
  'exportJobs.create': {
    method: 'POST', path: '/inasaku/archive/work', subject: R.exportJobs.create, auth: 'session', body: requestArchiveSchema, response: exportJobSchema,
  },
  'exportJobs.get': {
    method: 'GET', path: '/inasaku/archive/work', subject: R.exportJobs.get, auth: 'session', query: monitorArchiveSchema, errors: [ERROR_CODES.notFound], response: exportJobSchema,
  },
});
