import { Controller } from '@nestjs/common';
import {
  WORKS_SUBJECTS, createWorkHistoriesSchema, deleteWorkHistorySchema, listPaddyFieldHistoriesSchema, listWorkHistoriesSchema,
  searchWorkHistoriesSchema, updateWorkHistorySchema,
} from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
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

  @Handles(subjects.list, listWorkHistoriesSchema)
  list({ context, payload }: Envelope<typeof listWorkHistoriesSchema>) {
    return this.service.list(context, payload);
  }

  @Handles(subjects.create, createWorkHistoriesSchema)
  create({ context, payload }: Envelope<typeof createWorkHistoriesSchema>) {
    // A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
    // service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
    return this.service.create(context, payload);
  }

  @Handles(subjects.update, updateWorkHistorySchema)
  update({ context, payload }: Envelope<typeof updateWorkHistorySchema>) {
    return this.writer.update(context, payload, 'field');
  }

  @Handles(subjects.delete, deleteWorkHistorySchema)
  delete({ context, payload }: Envelope<typeof deleteWorkHistorySchema>) {
    return this.writer.delete(context, payload, 'field');
  }

  @Handles(subjects.search, searchWorkHistoriesSchema)
  search({ context, payload }: Envelope<typeof searchWorkHistoriesSchema>) {
    return this.searchService.search(context, payload);
  }

  @Handles(subjects.summaries, listPaddyFieldHistoriesSchema)
  summaries({ context, payload }: Envelope<typeof listPaddyFieldHistoriesSchema>) {
    return this.service.summaries(context, payload);
  }
}
