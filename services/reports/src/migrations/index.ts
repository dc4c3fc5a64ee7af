import { CreateExportJobs1795600000000 } from './1795600000000-CreateExportJobs';
import { ExportJobReportOptions1795700000000 } from './1795700000000-ExportJobReportOptions';

/** In order; the service kit adds its own (event outbox) before these. Each feature adds its own. */
export const migrations = [CreateExportJobs1795600000000, ExportJobReportOptions1795700000000];
