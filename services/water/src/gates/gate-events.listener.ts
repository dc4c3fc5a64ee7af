import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type PaddyFieldDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { GatesRepository } from './gates.repository';

/** Durable JetStream consumers of the gates feature; a name must never change, or events replay. */
export const GATE_CONSUMERS = {
  paddyFieldDeleted: 'water-gates-paddy-field-deleted',
  accountDeleted: 'water-gates-account-deleted',
} as const;

/**
 * Keeps the gate rows in step with other domains. The map already leaves out fields the fields
 * service no longer has; this drops their stored state too. Idempotent, since JetStream redelivers.
 */
@Injectable()
export class GateEventsListener {
  private readonly logger = new Logger(GateEventsListener.name);

  constructor(private readonly gates: GatesRepository) {}

  @Subscribes(EVENTS.paddyFieldDeleted, GATE_CONSUMERS.paddyFieldDeleted)
  async onPaddyFieldDeleted(event: PaddyFieldDeletedEvent): Promise<void> {
    if (!event?.account_id || !Array.isArray(event.paddy_field_ids)) return;
    const count = await this.gates.deleteFields(event.account_id, event.paddy_field_ids);
    this.logger.log({ msg: 'gates of deleted fields removed', accountId: event.account_id, count });
  }

  @Subscribes(EVENTS.accountDeleted, GATE_CONSUMERS.accountDeleted)
  async onAccountDeleted(event: { account_id: string }): Promise<void> {
    if (!event?.account_id) return;
    await this.gates.deleteAccount(event.account_id);
    this.logger.log({ msg: 'gate data of a deleted account removed', accountId: event.account_id });
  }
}
