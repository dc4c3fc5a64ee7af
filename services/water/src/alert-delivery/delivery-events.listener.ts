import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENTS, type AccountDeletedEvent, type SensorAlertMailedEvent, type UserDeletedEvent } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { DeliveriesRepository } from './deliveries.repository';
import { DELIVERY_CONSUMERS } from './notice.listener';

/** Durable consumer names of the account events; a name must never change, or events replay. */
export const DELIVERY_ACCOUNT_CONSUMERS = {
  userDeleted: 'water-alert-delivery-user-deleted',
  accountDeleted: 'water-alert-delivery-account-deleted',
} as const;

/** Delivery's rows key users and accounts by uuid: any other id has nothing here, and must not fail the event for ever. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/**
 * What the account service tells delivery: how many users it mailed (the record's メール n件),
 * a deleted user (his devices, preferences, LINE link and pending deliveries go) and a deleted
 * account (everything of delivery goes). Idempotent: a redelivery finds nothing more to do.
 */
@Injectable()
export class DeliveryEventsListener implements OnApplicationBootstrap {
  constructor(@Inject(WATER_ENV) private readonly env: WaterEnv, private readonly bus: EventBus, private readonly deliveries: DeliveriesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<UserDeletedEvent>(EVENTS.userDeleted, DELIVERY_ACCOUNT_CONSUMERS.userDeleted, async (e) => {
      if (isUuid(e?.user_id)) await this.deliveries.forgetUser(e.user_id);
    });
    await this.bus.subscribe<AccountDeletedEvent>(EVENTS.accountDeleted, DELIVERY_ACCOUNT_CONSUMERS.accountDeleted, async (e) => {
      if (isUuid(e?.account_id)) await this.deliveries.forgetAccount(e.account_id);
    });
    await this.bus.subscribe<SensorAlertMailedEvent>(EVENTS.sensorAlertMailed, DELIVERY_CONSUMERS.mailed, async (e) => {
      if (e?.delivery_id && /^\d{1,18}$/.test(e.delivery_id)) await this.deliveries.mailed(e.delivery_id, e.recipients);
    });
  }
}
