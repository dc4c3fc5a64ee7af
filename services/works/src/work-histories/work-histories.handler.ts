import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WORKS_SUBJECTS, createWorkHistoriesSchema, deleteWorkHistorySchema, listPaddyFieldHistoriesSchema, listWorkHistoriesSchema,
  searchWorkHistoriesSchema, updateWorkHistorySchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { HistoryWriter } from './history-writer.service';
import { SearchService } from './search.service';
import { WorkHistoriesService } from './work-histories.service';

const subjects = WORKS_SUBJECTS.workHistories;

@Controller()
export class WorkHistoriesHandler {
  constructor(
    private readonly service: WorkHistoriesService,
    private readonly writer: HistoryWriter,
    private readonly searchService: SearchService,
  ) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listWorkHistoriesSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createWorkHistoriesSchema, data);
    // A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
    // service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateWorkHistorySchema, data);
    return this.writer.update(context, payload, 'field');
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteWorkHistorySchema, data);
    return this.writer.delete(context, payload, 'field');
  }

  @MessagePattern(subjects.search)
  search(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(searchWorkHistoriesSchema, data);
    return this.searchService.search(context, payload);
  }

  @MessagePattern(subjects.summaries)
  summaries(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listPaddyFieldHistoriesSchema, data);
    return this.service.summaries(context, payload);
  }
}
