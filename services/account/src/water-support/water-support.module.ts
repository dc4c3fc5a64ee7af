import { Module } from '@nestjs/common';
import { AccountFeaturesHandler } from './account-features.handler';
import { SensorAlertMailListener } from './sensor-alert-mail.listener';
import { WaterSupportRepository } from './water-support.repository';

/** What the water domain needs from the account service: alert mails and the operator's feature switch. */
@Module({
  controllers: [AccountFeaturesHandler],
  providers: [SensorAlertMailListener, WaterSupportRepository],
})
export class WaterSupportModule {}
