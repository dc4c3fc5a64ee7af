import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS, reportWorkDataSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ReportDataService } from './report-data.service';

@Controller()
export class ReportDataHandler extends forwardingHandler(ReportDataService, {
  workData: [WORKS_SUBJECTS.reports.workData, reportWorkDataSchema],
}) {}
