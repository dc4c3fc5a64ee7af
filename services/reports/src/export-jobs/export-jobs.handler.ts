import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REPORTS_SUBJECTS, exportFileSchema, monitorArchiveSchema, requestArchiveSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { ExportJobsService } from './export-jobs.service';

const S = REPORTS_SUBJECTS.exportJobs;

@Controller()
export class ExportJobsHandler {
  constructor(private readonly service: ExportJobsService) {}

  @MessagePattern(S.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(requestArchiveSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(S.get)
  get(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(monitorArchiveSchema, data);
    return this.service.get(context, payload);
  }

  @MessagePattern(S.file)
  file(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(exportFileSchema, data);
    return this.service.file(context, payload);
  }
}
