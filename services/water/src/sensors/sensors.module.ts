import { Module } from '@nestjs/common';
import { AlertDeliveryModule } from '../alert-delivery/alert-delivery.module';
import { AlertJudgeService } from '../alerts/alert-judge.service';
import { AlertsHandler } from '../alerts/alerts.handler';
import { AlertsRepository } from '../alerts/alerts.repository';
import { AlertsService } from '../alerts/alerts.service';
import { DeadReadingsMetric } from '../ingest-consumer/dead-readings.metric';
import { DeadReadingsRepository } from '../ingest-consumer/dead-readings.repository';
import { ReadingPartitions } from '../ingest-consumer/reading-partitions';
import { ReadingPartitionsRepository } from '../ingest-consumer/reading-partitions.repository';
import { ReadingsConsumer } from '../ingest-consumer/readings-consumer';
import { ReadingsLagMetric } from '../ingest-consumer/readings-lag.metric';
import { NotificationsHandler } from '../notifications/notifications.handler';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { ReadingsHandler } from '../readings/readings.handler';
import { ReadingsRepository } from '../readings/readings.repository';
import { ReadingsService } from '../readings/readings.service';
import { SensorAccountListener } from './sensor-account.listener';
import { SensorsHandler } from './sensors.handler';
import { SensorsRepository } from './sensors.repository';
import { SensorsService } from './sensors.service';
import { TokenEvents } from './token-events';
import { WaterAccess } from './water-access';

/**
 * Water-level sensors and everything hanging off them: readings (queries and the stream
 * consumer), alerts (list and the hourly judgement), notification settings.
 */
@Module({
  imports: [AlertDeliveryModule],
  controllers: [SensorsHandler, ReadingsHandler, AlertsHandler, NotificationsHandler],
  providers: [
    WaterAccess, TokenEvents, SensorAccountListener,
    SensorsRepository, SensorsService,
    ReadingsRepository, ReadingsService, ReadingsConsumer, ReadingPartitions, ReadingPartitionsRepository, ReadingsLagMetric,
    DeadReadingsRepository, DeadReadingsMetric,
    AlertsRepository, AlertsService, AlertJudgeService,
    NotificationsRepository, NotificationsService,
  ],
  exports: [AlertJudgeService, ReadingsConsumer, SensorsService],
})
export class SensorsModule {}
