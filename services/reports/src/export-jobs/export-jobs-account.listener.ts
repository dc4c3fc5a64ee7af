import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVENTS, type AccountDeletedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';

/** Durable JetStream consumer; a name must never change, or events replay. */
export const EXPORT_CONSUMERS = {
  accountDeleted: 'reports-account-deleted',
} as const;

/**
 * A deleted account's export jobs go (issue 14 item 4). The workbooks themselves live in the
 * gateway's blob store under exports/<account_id>/, which the gateway empties on the same event.
 */
@Injectable()
export class ExportJobsAccountListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExportJobsAccountListener.name);

  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<AccountDeletedEvent>(EVENTS.accountDeleted, EXPORT_CONSUMERS.accountDeleted, (e) => this.onAccountDeleted(e));
  }

  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    const result = (await this.dataSource.query('DELETE FROM reports.export_jobs WHERE account_id = $1', [event.account_id])) as [unknown[], number];
    this.logger.log({ msg: 'export jobs of a deleted account removed', accountId: event.account_id, count: result?.[1] ?? 0 });
  }
}
