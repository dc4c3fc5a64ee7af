import { Module } from '@nestjs/common';
import { FieldsClientModule } from '../paddy-fields/fields-client.module';
import { RepositoriesModule } from '../repositories.module';
import { SeasonsModule } from '../seasons/seasons.module';
import { AccountDataRepository } from './account-data.repository';
import { WorkEventsListener } from './work-events.listener';

@Module({
  imports: [RepositoriesModule, SeasonsModule, FieldsClientModule],
  providers: [WorkEventsListener, AccountDataRepository],
})
export class EventsModule {}
