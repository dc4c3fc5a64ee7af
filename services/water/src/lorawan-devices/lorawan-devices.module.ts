import { Module } from '@nestjs/common';
import { IntegrationsHandler } from '../integrations/integrations.handler';
import { IntegrationsRepository } from '../integrations/integrations.repository';
import { IntegrationsService } from '../integrations/integrations.service';
import { LorawanEvents } from '../integrations/lorawan-events';
import { SensorsModule } from '../sensors/sensors.module';
import { WaterAccess } from '../sensors/water-access';
import { LorawanAccountListener } from './lorawan-account.listener';
import { LorawanDevicesHandler } from './lorawan-devices.handler';
import { LorawanDevicesService } from './lorawan-devices.service';
import { LorawanSensorsRepository } from './lorawan-sensors.repository';
import { LorawanSensorsService } from './lorawan-sensors.service';
import { LorawanStatusListener } from './lorawan-status.listener';
import { UnregisteredDevicesRepository } from './unregistered-devices.repository';

/**
 * LoRaWAN: the account's network-server integrations (src/integrations), sensors found by DevEUI,
 * 未登録のデバイス, and sensor-ingest's resolution requests and status reports. The sensors
 * themselves stay SensorsModule's (map, edit, delete).
 */
@Module({
  imports: [SensorsModule],
  controllers: [IntegrationsHandler, LorawanDevicesHandler],
  providers: [
    WaterAccess, LorawanEvents, LorawanAccountListener, LorawanStatusListener,
    IntegrationsRepository, IntegrationsService,
    LorawanSensorsRepository, UnregisteredDevicesRepository, LorawanDevicesService, LorawanSensorsService,
  ],
})
export class LorawanDevicesModule {}
