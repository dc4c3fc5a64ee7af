import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ConfigModule } from './config/config.module';
import { ExportJobsModule } from './export-jobs/export-jobs.module';
import { SystemHandler } from './system/system.handler';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = 'reports';

/**
 * The reports domain (ARCHITECTURE.md §2): yearly report export jobs and their files.
 * Each feature module is listed here.
 */
@Module({
  imports: [
    ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }),
    ConfigModule,
    ExportJobsModule,
  ],
  controllers: [SystemHandler],
})
export class AppModule {}
