import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { SystemHandler } from './system/system.handler';
import { WeatherModule } from './weather.module';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'weather';

/**
 * The weather domain (ARCHITECTURE.md §2): daily and hourly weather per grid cell, the
 * weather settings (積算温度) and their accumulation. Each feature module is listed here.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    WeatherModule,
  ],
  controllers: [SystemHandler],
})
export class AppModule {}
