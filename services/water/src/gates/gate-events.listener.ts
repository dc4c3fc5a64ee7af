import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENTS, type PaddyFieldDeletedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
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
export class GateEventsListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(GateEventsListener.name);

  constructor(
    private readonly bus: EventBus,
    private readonly gates: GatesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<PaddyFieldDeletedEvent>(EVENTS.paddyFieldDeleted, GATE_CONSUMERS.paddyFieldDeleted, (e) => this.onPaddyFieldDeleted(e));
    await this.bus.subscribe<{ account_id: string }>(EVENTS.accountDeleted, GATE_CONSUMERS.accountDeleted, (e) => this.onAccountDeleted(e));
  }

  async onPaddyFieldDeleted(event: PaddyFieldDeletedEvent): Promise<void> {
    if (!event?.account_id || !Array.isArray(event.paddy_field_ids)) return;
    const count = await this.gates.deleteFields(event.account_id, event.paddy_field_ids);
    this.logger.log({ msg: 'gates of deleted fields removed', accountId: event.account_id, count });
  }

  async onAccountDeleted(event: { account_id: string }): Promise<void> {
    if (!event?.account_id) return;
    await this.gates.deleteAccount(event.account_id);
    this.logger.log({ msg: 'gate data of a deleted account removed', accountId: event.account_id });
  }
}
