import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { SeasonsModule } from './seasons/seasons.module';
import { WorkHistoriesModule } from './work-histories/work-histories.module';
import { LogsModule } from './logs/logs.module';
import { ProgressModule } from './progress/progress.module';
import { LocationsModule } from './locations/locations.module';
import { EventsModule } from './events/events.module';
import { ReportDataModule } from './reports/report-data.module';
import { SystemHandler } from './system/system.handler';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'works';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    SeasonsModule,
    WorkHistoriesModule,
    LogsModule,
    ProgressModule,
    LocationsModule,
    EventsModule,
    ReportDataModule,
  ],
  controllers: [SystemHandler],
})
export class AppModule {}
