import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountDeletedEvent, type ManagementCreatedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { YearCarryoverRepository } from './year-carryover.repository';

/** Durable consumers of this listener; a name must never change, or events replay. */
export const NEW_YEAR_CONSUMERS = {
  managementCreated: 'fields-management-created',
  /** Its own consumer of the account deletion, for the carry-over markers only. */
  accountDeleted: 'fields-year-carryover-account-deleted',
} as const;

/**
 * A new management year (account.management.created): the farmer finds last year's paddy fields
 * and brands in it without registering them again. Once per year however often the event arrives.
 */
@Injectable()
export class NewYearListener {
  private readonly logger = new Logger(NewYearListener.name);

  constructor(private readonly carryovers: YearCarryoverRepository) {}

  @Subscribes(EVENTS.managementCreated, NEW_YEAR_CONSUMERS.managementCreated)
  async onManagementCreated(event: ManagementCreatedEvent): Promise<void> {
    if (!event?.account_id || !event.management_id || !event.previous_management_id) {
      this.logger.warn({ msg: 'management created event without ids, skipped' });
      return;
    }
    const result = await this.carryovers.carryOver({
      accountId: event.account_id, fromManagementId: event.previous_management_id, toManagementId: event.management_id,
    });
    this.logger.log(
      result
        ? { msg: 'year carried over', accountId: event.account_id, managementId: event.management_id, ...result }
        : { msg: 'year already carried over', accountId: event.account_id, managementId: event.management_id },
    );
  }

  @Subscribes(EVENTS.accountDeleted, NEW_YEAR_CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    await this.carryovers.deleteAccount(event.account_id);
  }
}
