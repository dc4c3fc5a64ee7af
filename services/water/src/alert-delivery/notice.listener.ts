import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENTS } from '@inasaku/contracts';
import { EventBus } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import type { AlertNotice } from './alert-notice';
import { DeliveryClock } from './delivery-clock';
import { DeliveryPlanning } from './delivery-planning';
import { DeliveryWorker } from './delivery-worker';

/** Durable consumer names; a name must never change, or notices replay. */
export const DELIVERY_CONSUMERS = {
  notices: 'water-alert-delivery-notices',
  mailed: 'water-alert-delivery-mailed',
} as const;

/**
 * Turns each notice into delivery rows (a durable consumer shared by the replicas: a notice
 * made while every replica was down is delivered when one is back) and wakes the sender.
 */
@Injectable()
export class NoticeListener implements OnApplicationBootstrap {
  constructor(
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    private readonly bus: EventBus,
    private readonly planning: DeliveryPlanning,
    private readonly worker: DeliveryWorker,
    private readonly clock: DeliveryClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.ALERT_DELIVERY_WORKER !== 'true') return;
    await this.bus.subscribe<AlertNotice>(EVENTS.sensorAlertNotice, DELIVERY_CONSUMERS.notices, async (n) => {
      await this.planning.plan(n, this.clock.now());
      this.worker.kick();
    });
  }
}
