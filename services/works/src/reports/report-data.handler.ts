import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WORKS_SUBJECTS, reportWorkDataSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { ReportDataService } from './report-data.service';

@Controller()
export class ReportDataHandler {
  constructor(private readonly service: ReportDataService) {}

  @MessagePattern(WORKS_SUBJECTS.reports.workData)
  workData(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(reportWorkDataSchema, data);
    return this.service.workData(context, payload);
  }
}
