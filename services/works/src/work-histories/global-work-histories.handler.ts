import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WORKS_SUBJECTS, createGlobalWorkHistorySchema, deleteWorkHistorySchema, listGlobalWorkHistoriesSchema, updateWorkHistorySchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { GlobalWorkHistoriesService } from './global-work-histories.service';
import { HistoryWriter } from './history-writer.service';

const subjects = WORKS_SUBJECTS.globalWorkHistories;

@Controller()
export class GlobalWorkHistoriesHandler {
  constructor(
    private readonly service: GlobalWorkHistoriesService,
    private readonly writer: HistoryWriter,
  ) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listGlobalWorkHistoriesSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createGlobalWorkHistorySchema, data);
    // A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
    // service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateWorkHistorySchema, data);
    return this.writer.update(context, payload, 'global');
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteWorkHistorySchema, data);
    return this.writer.delete(context, payload, 'global');
  }
}
