import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS, deleteWorkHistorySchema, updateWorkHistorySchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { GlobalWorkHistoriesService } from './global-work-histories.service';
import { HistoryWriter } from './history-writer.service';

const subjects = WORKS_SUBJECTS.globalWorkHistories;

// A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
// service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
@Controller()
export class GlobalWorkHistoriesHandler extends forwardingHandler(GlobalWorkHistoriesService, subjects, { update: false, delete: false }) {
  constructor(
    service: GlobalWorkHistoriesService,
    private readonly writer: HistoryWriter,
  ) {
    super(service);
  }

  @Handles(subjects.update, updateWorkHistorySchema)
  update({ context, payload }: Envelope<typeof updateWorkHistorySchema>) {
    return this.writer.update(context, payload, 'global');
  }

  @Handles(subjects.delete, deleteWorkHistorySchema)
  delete({ context, payload }: Envelope<typeof deleteWorkHistorySchema>) {
    return this.writer.delete(context, payload, 'global');
  }
}
