import { Controller } from '@nestjs/common';
import {
  WORKS_SUBJECTS, createGlobalWorkHistorySchema, deleteWorkHistorySchema, listGlobalWorkHistoriesSchema, updateWorkHistorySchema,
} from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
import { GlobalWorkHistoriesService } from './global-work-histories.service';
import { HistoryWriter } from './history-writer.service';

const subjects = WORKS_SUBJECTS.globalWorkHistories;

@Controller()
export class GlobalWorkHistoriesHandler {
  constructor(
    private readonly service: GlobalWorkHistoriesService,
    private readonly writer: HistoryWriter,
  ) {}

  @Handles(subjects.list, listGlobalWorkHistoriesSchema)
  list({ context, payload }: Envelope<typeof listGlobalWorkHistoriesSchema>) {
    return this.service.list(context, payload);
  }

  @Handles(subjects.create, createGlobalWorkHistorySchema)
  create({ context, payload }: Envelope<typeof createGlobalWorkHistorySchema>) {
    // A 保存 retried after a timeout (same Idempotency-Key) gets the first answer, not a second history:
    // service-kit's IdempotencyInterceptor runs every write of the route table in its key's unit.
    return this.service.create(context, payload);
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
