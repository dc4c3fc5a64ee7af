import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { LogsService } from './logs.service';

const subjects = WORKS_SUBJECTS.logs;

@Controller()
export class LogsHandler extends forwardingHandler(LogsService, subjects) {}
