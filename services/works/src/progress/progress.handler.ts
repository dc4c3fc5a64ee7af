import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WORKS_SUBJECTS, listWorkProgressSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { ProgressService } from './progress.service';

@Controller()
export class ProgressHandler {
  constructor(private readonly service: ProgressService) {}

  @MessagePattern(WORKS_SUBJECTS.progress.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listWorkProgressSchema, data);
    return this.service.list(context, payload);
  }
}
