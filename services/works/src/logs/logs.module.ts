import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { WorkHistoriesModule } from '../work-histories/work-histories.module';
import { LogsHandler } from './logs.handler';
import { LogsService } from './logs.service';

@Module({
  imports: [RepositoriesModule, WorkHistoriesModule],
  controllers: [LogsHandler],
  providers: [LogsService],
})
export class LogsModule {}
