import { Inject, Injectable } from '@nestjs/common';
import type { LoginLogRequest, MaintenanceStatus, OutboxMail, RequestContext } from '@inasaku/contracts';
import { MAILER, type Mailer } from '../mail/mailer';
import { LoginLogsRepository } from './login-logs.repository';
import { MaintenanceRepository } from './maintenance.repository';

export const OUTBOX_LIST_LIMIT = 20;

@Injectable()
export class SystemService {
  constructor(
    private readonly maintenance: MaintenanceRepository,
    private readonly loginLogs: LoginLogsRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** code '9' with the operator's message while under maintenance, else '0'. */
  async maintenanceStatus(): Promise<MaintenanceStatus> {
    const row = await this.maintenance.get();
    return row?.on ? { code: '9', message: row.message } : { code: '0', message: '' };
  }

  async setMaintenance(on: boolean, message: string | undefined): Promise<MaintenanceStatus> {
    await this.maintenance.set(on, on ? (message ?? '') : '');
    return this.maintenanceStatus();
  }

  async createLoginLog(context: RequestContext, log: LoginLogRequest): Promise<{ log_id: string }> {
    const logId = await this.loginLogs.create({
      accountId: context.accountId,
      userId: context.userId,
      ope: log.ope,
      addr: log.addr ?? null,
      tmp: log.tmp ?? null,
      errcode: log.errcode ?? null,
    });
    return { log_id: logId };
  }

  listOutbox(): Promise<OutboxMail[]> {
    return this.mailer.list(OUTBOX_LIST_LIMIT);
  }
}
