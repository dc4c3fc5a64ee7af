import { Controller } from '@nestjs/common';
import { REPORTS_SUBJECTS, exportFileSchema, monitorArchiveSchema, requestArchiveSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ExportJobsService } from './export-jobs.service';

const S = REPORTS_SUBJECTS.exportJobs;

@Controller()
export class ExportJobsHandler extends forwardingHandler(ExportJobsService, {
  create: [S.create, requestArchiveSchema],
  get: [S.get, monitorArchiveSchema],
  file: [S.file, exportFileSchema],
}) {}
