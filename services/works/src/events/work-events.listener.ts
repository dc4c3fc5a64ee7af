import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountCreatedEvent, type PaddyFieldDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { CatalogService } from '../seasons/catalog.service';
import { SeasonsService } from '../seasons/seasons.service';
import { FieldsClient } from '../paddy-fields/fields-client';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';
import { AccountDataRepository } from './account-data.repository';

/** What this service reads of EVENTS.accountDeleted (the account service publishes it). */
export interface AccountDeletedPayload {
  account_id: string;
}

/** Durable JetStream consumers of this service; a name must never change, or events replay. */
export const CONSUMERS = {
  accountCreated: 'works-account-created',
  accountDeleted: 'works-account-deleted',
  paddyFieldDeleted: 'works-paddy-field-deleted',
} as const;

/**
 * Reacts to other domains' events. Every handler is idempotent, because JetStream redelivers
 * until a handler succeeds and a publisher may send the same fact twice.
 */
@Injectable()
export class WorkEventsListener {
  private readonly logger = new Logger(WorkEventsListener.name);

  constructor(
    private readonly seasons: SeasonsService,
    private readonly histories: WorkHistoriesRepository,
    private readonly accountData: AccountDataRepository,
    private readonly catalog: CatalogService,
    private readonly fields: FieldsClient,
  ) {}

  /** The starting seasons and items, once per account whatever the deliveries. */
  @Subscribes(EVENTS.accountCreated, CONSUMERS.accountCreated)
  async onAccountCreated(event: AccountCreatedEvent): Promise<void> {
    if (!event?.account_id) {
      this.logger.warn({ msg: 'account created event without an account id, skipped' });
      return;
    }
    await this.seasons.seed(event.account_id);
  }

  @Subscribes(EVENTS.accountDeleted, CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedPayload): Promise<void> {
    if (!event?.account_id) return;
    await this.accountData.deleteAccount(event.account_id);
    await this.catalog.changed(event.account_id);
    this.logger.log({ msg: 'account data deleted', accountId: event.account_id });
  }

  /** The fields' histories no longer show anywhere; their logs can no longer delete them. */
  @Subscribes(EVENTS.paddyFieldDeleted, CONSUMERS.paddyFieldDeleted)
  async onPaddyFieldDeleted(event: PaddyFieldDeletedEvent): Promise<void> {
    if (!event?.account_id || !Array.isArray(event.paddy_field_ids)) return;
    this.fields.forget(event.account_id);
    const hidden = await this.histories.hideFields(event.account_id, event.paddy_field_ids);
    this.logger.log({ msg: 'histories of deleted fields hidden', accountId: event.account_id, count: hidden });
  }
}
