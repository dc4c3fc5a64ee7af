import { Injectable } from '@nestjs/common';
import {
  WORKS_ERROR_CODES, WORKS_MESSAGES,
  type DeleteLogRequest, type DeleteLogResponse, type ListLogsRequest, type Paged, type RequestContext, type WorkLog,
} from '@inasaku/contracts';
import { RpcErrors, rpcError, readScope, writeScope } from '@inasaku/service-kit';
import { HistoryWriter } from '../work-histories/history-writer.service';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';
import { toWorkLog } from './log-snapshot';
import { LogsRepository } from './logs.repository';

@Injectable()
export class LogsService {
  constructor(
    private readonly logs: LogsRepository,
    private readonly histories: WorkHistoriesRepository,
    private readonly writer: HistoryWriter,
  ) {}

  async list(context: RequestContext, query: ListLogsRequest): Promise<Paged<WorkLog>> {
    const page = await this.logs.page(readScope(context), {
      count: query.count, skip: query.skip_page * query.count, latestLogId: query.latest_log_id,
    });
    return { list: page.rows.map(toWorkLog), total_count: page.total };
  }

  /** The dashboard's delete: removes the work the log recorded (what is left of it) with a type-3 log. */
  async delete(context: RequestContext, input: DeleteLogRequest): Promise<DeleteLogResponse> {
    const scope = writeScope(context);
    const log = await this.logs.find(scope, input.log_id);
    if (!log) return RpcErrors.notFound();
    const alreadyDeleted = () => rpcError(409, WORKS_ERROR_CODES.alreadyDeleted, WORKS_MESSAGES.alreadyDeleted);
    if (Number(log.type) === 3 || log.delFlg === '1') return alreadyDeleted();
    const targets = await this.histories.findActiveMany(scope, log.workHistoryIds);
    if (!targets.length) return alreadyDeleted();
    const { deletedIds, logId } = await this.writer.deleteMany(context, scope, targets);
    if (!logId) return alreadyDeleted();
    return { log_id: log.logId, deleted_work_history_ids: deletedIds, delete_log_id: logId };
  }
}
