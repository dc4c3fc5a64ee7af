import { Injectable, Logger } from '@nestjs/common';
import { EVENTS, type AccountDeletedEvent } from '@inasaku/contracts';
import { Subscribes } from '@inasaku/service-kit';
import { SensorsRepository } from './sensors.repository';
import { TokenEvents } from './token-events';

/** Durable JetStream consumer; a name must never change, or events replay. */
export const SENSOR_CONSUMERS = {
  accountDeleted: 'water-sensors-account-deleted',
} as const;

/**
 * A deleted account's sensors and everything hanging off them (readings, alerts, notification
 * settings, dead letters) go (the gates have their own listener). Idempotent: a redelivery
 * finds nothing. sensor-ingest is told to forget the sensors' tokens and close their
 * connections at once.
 */
@Injectable()
export class SensorAccountListener {
  private readonly logger = new Logger(SensorAccountListener.name);

  constructor(
    private readonly sensors: SensorsRepository,
    private readonly tokens: TokenEvents,
  ) {}

  @Subscribes(EVENTS.accountDeleted, SENSOR_CONSUMERS.accountDeleted)
  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    const products = await this.sensors.deleteAccount(event.account_id);
    // Once the rows are gone (told earlier, a device reconnecting at once would be let in again):
    // sensor-ingest forgets each token and closes the sensor's open connections.
    for (const product of products) this.tokens.changed(product);
    this.logger.log({ msg: 'sensor data of a deleted account removed', accountId: event.account_id, sensors: products.length });
  }
}
