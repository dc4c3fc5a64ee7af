import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { ExportJobsRepository } from './export-jobs.repository';

/** Durable JetStream consumer; a name must never change, or events replay. */
export const EXPORT_CONSUMERS = {
  accountDeleted: 'reports-account-deleted',
} as const;

/**
 * A deleted account's export jobs go with it (no record of a gone account is kept). The workbooks themselves live in the
 * gateway's blob store under exports/<account_id>/, which the gateway empties on the same event.
 */
@Injectable()
export class ExportJobsAccountListener {
  private readonly logger = new Logger(ExportJobsAccountListener.name);

  constructor(private readonly jobs: ExportJobsRepository) {}

  @Subscribes(EVENTS.accountDeleted, EXPORT_CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    const count = await this.jobs.deleteAccount(event.account_id);
    this.logger.log({ msg: 'export jobs of a deleted account removed', accountId: event.account_id, count });
  }
}
