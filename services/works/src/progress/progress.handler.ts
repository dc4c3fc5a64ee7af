import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS, listWorkProgressSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ProgressService } from './progress.service';

@Controller()
export class ProgressHandler extends forwardingHandler(ProgressService, {
  list: [WORKS_SUBJECTS.progress.list, listWorkProgressSchema],
}) {}
