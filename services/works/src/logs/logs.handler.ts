import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WORKS_SUBJECTS, deleteLogSchema, listLogsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { LogsService } from './logs.service';

const subjects = WORKS_SUBJECTS.logs;

@Controller()
export class LogsHandler {
  constructor(private readonly service: LogsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listLogsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteLogSchema, data);
    return this.service.delete(context, payload);
  }
}
