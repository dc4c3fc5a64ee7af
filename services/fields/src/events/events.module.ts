import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/brands.module';
import { FieldTransferModule } from '../field-transfer/field-transfer.module';
import { LandmarksModule } from '../landmarks/landmarks.module';
import { PaddyFieldsModule } from '../paddy-fields/paddy-fields.module';
import { AccountDataRepository } from './account-data.repository';
import { AccountEventsListener } from './account-events.listener';
import { NewYearListener } from './new-year.listener';
import { YearCarryoverRepository } from './year-carryover.repository';

@Module({
  imports: [BrandsModule, PaddyFieldsModule, LandmarksModule, FieldTransferModule],
  providers: [AccountEventsListener, AccountDataRepository, NewYearListener, YearCarryoverRepository],
})
export class EventsModule {}
