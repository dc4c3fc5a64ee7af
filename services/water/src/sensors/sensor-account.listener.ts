import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVENTS, type AccountDeletedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { TokenEvents } from './token-events';

/** Durable JetStream consumer; a name must never change, or events replay. */
export const SENSOR_CONSUMERS = {
  accountDeleted: 'water-sensors-account-deleted',
} as const;

/**
 * A deleted account's sensors and everything hanging off them (readings, alerts, notification
 * settings) go (issue 14 item 4; the gates have their own listener). Idempotent: a redelivery
 * finds nothing. sensor-ingest is told to forget the sensors' tokens at once.
 */
@Injectable()
export class SensorAccountListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(SensorAccountListener.name);

  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenEvents,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<AccountDeletedEvent>(EVENTS.accountDeleted, SENSOR_CONSUMERS.accountDeleted, (e) => this.onAccountDeleted(e));
  }

  async onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
    if (!event?.account_id) return;
    const products = await this.dataSource.transaction(async (m) => {
      const sensors = (await m.query('SELECT id, product_id FROM water.sensors WHERE account_id = $1', [event.account_id])) as { id: string; product_id: string }[];
      const ids = sensors.map((s) => s.id);
      await m.query('DELETE FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [ids]);
      await m.query('DELETE FROM water.sensor_alerts WHERE account_id = $1', [event.account_id]);
      await m.query('DELETE FROM water.notification_settings WHERE account_id = $1', [event.account_id]);
      await m.query('DELETE FROM water.sensors WHERE account_id = $1', [event.account_id]);
      return sensors.map((s) => s.product_id);
    });
    for (const product of products) this.tokens.changed(product);
    this.logger.log({ msg: 'sensor data of a deleted account removed', accountId: event.account_id, sensors: products.length });
  }
}
