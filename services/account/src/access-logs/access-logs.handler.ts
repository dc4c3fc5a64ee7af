import { Controller } from '@nestjs/common';
import { SUBJECTS, accessLogSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { AccessLogsService } from './access-logs.service';

@Controller()
export class AccessLogsHandler extends forwardingHandler(AccessLogsService, {
  /** POST /inasaku/accesslogs */
  create: [SUBJECTS.account.accessLogs.create, accessLogSchema],
}) {}
