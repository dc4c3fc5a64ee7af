import { Module } from '@nestjs/common';
import { LineClient } from '../line/line.client';
import { LineHandler } from '../line/line.handler';
import { LineRepository } from '../line/line.repository';
import { LineService } from '../line/line.service';
import { NotificationPreferencesHandler } from '../notification-preferences/notification-preferences.handler';
import { NotificationPreferencesRepository } from '../notification-preferences/notification-preferences.repository';
import { NotificationPreferencesService } from '../notification-preferences/notification-preferences.service';
import { PushSubscriptionsHandler } from '../push-subscriptions/push-subscriptions.handler';
import { PushSubscriptionsRepository } from '../push-subscriptions/push-subscriptions.repository';
import { PushSubscriptionsService } from '../push-subscriptions/push-subscriptions.service';
import { WaterAccess } from '../sensors/water-access';
import { AlertNotices } from './alert-notices';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveryAudienceRepository } from './delivery-audience.repository';
import { DeliveryClock } from './delivery-clock';
import { DeliveryEventsListener } from './delivery-events.listener';
import { DeliveryPlanning } from './delivery-planning';
import { DeliveryWorker } from './delivery-worker';
import { JudgementGate } from './judgement-gate';
import { NoticeListener } from './notice.listener';
import { VapidKeyHolder } from './vapid-key.holder';
import { WebPushSender } from './web-push.sender';

/**
 * Alert delivery (ARCHITECTURE §8): the users' push devices, preferences and LINE link, the
 * account's LINE channel, and the step between an alert and people: notices from the judgement,
 * planned per user and channel, sent with retries, recorded.
 */
@Module({
  controllers: [PushSubscriptionsHandler, NotificationPreferencesHandler, LineHandler],
  providers: [
    WaterAccess, VapidKeyHolder, DeliveryClock, JudgementGate,
    PushSubscriptionsRepository, PushSubscriptionsService,
    NotificationPreferencesRepository, NotificationPreferencesService,
    LineRepository, LineService, LineClient,
    DeliveriesRepository, DeliveryAudienceRepository, DeliveryPlanning, DeliveryWorker, WebPushSender, AlertNotices, NoticeListener, DeliveryEventsListener,
  ],
  exports: [AlertNotices, DeliveriesRepository, JudgementGate],
})
export class AlertDeliveryModule {}
