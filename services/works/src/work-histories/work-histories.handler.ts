import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS, deleteWorkHistorySchema, searchWorkHistoriesSchema, updateWorkHistorySchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { HistoryWriter } from './history-writer.service';
import { SearchService } from './search.service';
import { WorkHistoriesService } from './work-histories.service';

const subjects = WORKS_SUBJECTS.workHistories;

// A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
// service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
@Controller()
export class WorkHistoriesHandler extends forwardingHandler(WorkHistoriesService, subjects, { update: false, delete: false, search: false }) {
  constructor(
    service: WorkHistoriesService,
    private readonly writer: HistoryWriter,
    private readonly searchService: SearchService,
  ) {
    super(service);
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
}
