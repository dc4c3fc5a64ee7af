import { Injectable } from '@nestjs/common';
import { LineRepository } from '../line/line.repository';
import { LineService } from '../line/line.service';
import { NotificationPreferencesRepository } from '../notification-preferences/notification-preferences.repository';
import { PushSubscriptionsRepository } from '../push-subscriptions/push-subscriptions.repository';
import type { AlertNotice } from './alert-notice';
import { DeliveriesRepository } from './deliveries.repository';
import { planDeliveries, type Audience } from './delivery-planner';

/** Loads what a notice's plan needs (the account's subscriptions, preferences, LINE) and stores the rows. */
@Injectable()
export class DeliveryPlanning {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly lineLinks: LineRepository,
    private readonly line: LineService,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  async plan(notice: AlertNotice, now: Date, audience: Audience = { kind: 'all' }): Promise<number> {
    const [subscriptions, saved, token] = await Promise.all([
      this.subscriptions.targetsOfAccount(notice.account_id),
      this.preferences.ofAccount(notice.account_id),
      this.line.tokenFor(notice.account_id),
    ]);
    const lineLinks = token ? await this.lineLinks.linksOfAccount(notice.account_id) : new Map<string, string>();
    return this.deliveries.insert(notice, planDeliveries({ notice, now, audience, saved, subscriptions, lineLinks }));
  }
}
