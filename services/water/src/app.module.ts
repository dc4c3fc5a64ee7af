import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { GatesModule } from './gates/gates.module';
import { LorawanDevicesModule } from './lorawan-devices/lorawan-devices.module';
import { SensorsModule } from './sensors/sensors.module';
import { SystemHandler } from './system/system.handler';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'water';

/**
 * The water domain (ARCHITECTURE.md §2): sensors, readings, alerts and notification settings
 * (src/sensors, src/readings, src/alerts, src/notifications) and water gates with their log
 * (src/gates). Each feature module is listed here.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    GatesModule,
    SensorsModule,
    LorawanDevicesModule,
  ],
  controllers: [SystemHandler],
})
export class AppModule {}
