import { Controller } from '@nestjs/common';
import {
  WORKS_SUBJECTS, createGlobalWorkHistorySchema, deleteWorkHistorySchema, listGlobalWorkHistoriesSchema, updateWorkHistorySchema,
} from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { GlobalWorkHistoriesService } from './global-work-histories.service';
import { HistoryWriter } from './history-writer.service';

const subjects = WORKS_SUBJECTS.globalWorkHistories;

@Controller()
export class GlobalWorkHistoriesHandler extends forwardingHandler(GlobalWorkHistoriesService, {
  list: [subjects.list, listGlobalWorkHistoriesSchema],
  // A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
  // service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
  create: [subjects.create, createGlobalWorkHistorySchema],
}) {
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
