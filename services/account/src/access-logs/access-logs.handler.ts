import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, accessLogSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { AccessLogsService } from './access-logs.service';

@Controller()
export class AccessLogsHandler {
  constructor(private readonly logs: AccessLogsService) {}

  /** POST /inasaku/accesslogs */
  @MessagePattern(SUBJECTS.account.accessLogs.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(accessLogSchema, data);
    return this.logs.create(context, payload);
  }
}
