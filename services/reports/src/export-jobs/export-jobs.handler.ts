import { Controller } from '@nestjs/common';
import { REPORTS_SUBJECTS, exportFileSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ExportJobsService } from './export-jobs.service';

/** The file request is the gateway's own (before it streams an export), so no route gives its schema. */
@Controller()
export class ExportJobsHandler extends forwardingHandler(ExportJobsService, REPORTS_SUBJECTS.exportJobs, { file: exportFileSchema }) {}
