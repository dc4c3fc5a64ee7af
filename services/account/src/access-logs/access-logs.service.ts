import { Injectable } from '@nestjs/common';
import type { AccessLogRequest, AccessLogResponse, RequestContext } from '@inasaku/contracts';
import { requireAccount } from '@inasaku/service-kit';
import { AccessLogsRepository } from './access-logs.repository';

/** Usage statistics (spec 000 §7): stored in every plan state and year, never refused. */
@Injectable()
export class AccessLogsService {
  constructor(private readonly logs: AccessLogsRepository) {}

  async create(context: RequestContext, log: AccessLogRequest): Promise<AccessLogResponse> {
    const accountId = requireAccount(context);
    return { log_id: await this.logs.create({ accountId, userId: context.userId, menu: log.menu, ope: log.ope }) };
  }
}
