import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { IntegrationsRepository } from '../integrations/integrations.repository';
import { LorawanEvents } from '../integrations/lorawan-events';
import { UnregisteredDevicesRepository } from './unregistered-devices.repository';

/** Durable JetStream consumer; a name must never change, or events replay. */
export const LORAWAN_CONSUMERS = {
  accountDeleted: 'water-lorawan-account-deleted',
} as const;

/**
 * A deleted account's integrations and 未登録のデバイス go (its LoRaWAN sensors go with its
 * sensors); sensor-ingest is told to forget each integration at once. Idempotent.
 */
@Injectable()
export class LorawanAccountListener {
  private readonly logger = new Logger(LorawanAccountListener.name);

  constructor(
    private readonly integrations: IntegrationsRepository,
    private readonly unregistered: UnregisteredDevicesRepository,
    private readonly events: LorawanEvents,
  ) {}

  @Subscribes(EVENTS.accountDeleted, LORAWAN_CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    await this.unregistered.deleteAccount(event.account_id);
    const ids = await this.integrations.deleteAccount(event.account_id);
    for (const id of ids) this.events.integrationChanged(id);
    if (ids.length) this.logger.log({ msg: 'integrations of a deleted account removed', accountId: event.account_id, integrations: ids.length });
  }
}
