import { Module } from '@nestjs/common';
import { FieldsClientModule } from '../paddy-fields/fields-client.module';
import { RepositoriesModule } from '../repositories.module';
import { SeasonsModule } from '../seasons/seasons.module';
import { GlobalWorkHistoriesHandler } from './global-work-histories.handler';
import { GlobalWorkHistoriesService } from './global-work-histories.service';
import { HistoryWriter } from './history-writer.service';
import { SearchCache } from './search-cache';
import { SearchService } from './search.service';
import { WorkHistoriesHandler } from './work-histories.handler';
import { WorkHistoriesService } from './work-histories.service';

@Module({
  imports: [RepositoriesModule, SeasonsModule, FieldsClientModule],
  controllers: [WorkHistoriesHandler, GlobalWorkHistoriesHandler],
  providers: [WorkHistoriesService, GlobalWorkHistoriesService, SearchService, SearchCache, HistoryWriter],
  exports: [HistoryWriter],
})
export class WorkHistoriesModule {}
