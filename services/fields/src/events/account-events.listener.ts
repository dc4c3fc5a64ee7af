import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountCreatedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { BrandsService } from '../brands/brands.service';
import { AccountDataRepository } from './account-data.repository';

/** What this service reads of EVENTS.accountDeleted (the account service publishes it). */
export interface AccountDeletedPayload {
  account_id: string;
}

/** Durable JetStream consumers of this service; a name must never change, or events replay. */
export const CONSUMERS = {
  accountCreated: 'fields-account-created',
  accountDeleted: 'fields-account-deleted',
} as const;

/**
 * Reacts to account events. Both handlers are idempotent, because JetStream redelivers until a
 * handler succeeds and a publisher may send the same fact twice.
 */
@Injectable()
export class AccountEventsListener {
  private readonly logger = new Logger(AccountEventsListener.name);

  constructor(
    private readonly brands: BrandsService,
    private readonly accountData: AccountDataRepository,
  ) {}

  /** The starting brands of the first year, once per year whatever the deliveries. */
  @Subscribes(EVENTS.accountCreated, CONSUMERS.accountCreated)
  async onAccountCreated(event: AccountCreatedEvent): Promise<void> {
    if (!event?.account_id || !event.management_id) {
      this.logger.warn({ msg: 'account created event without ids, skipped' });
      return;
    }
    const created = await this.brands.seed({ accountId: event.account_id, managementId: event.management_id });
    this.logger.log({ msg: created ? 'starting brands created' : 'starting brands already there', accountId: event.account_id });
  }

  @Subscribes(EVENTS.accountDeleted, CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedPayload): Promise<void> {
    if (!event?.account_id) return;
    await this.accountData.deleteAccount(event.account_id);
    this.logger.log({ msg: 'account data deleted', accountId: event.account_id });
  }
}
