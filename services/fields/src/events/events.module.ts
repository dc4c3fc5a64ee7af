import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/brands.module';
import { LandmarksModule } from '../landmarks/landmarks.module';
import { PaddyFieldsModule } from '../paddy-fields/paddy-fields.module';
import { AccountEventsListener } from './account-events.listener';
import { NewYearListener } from './new-year.listener';
import { YearCarryoverRepository } from './year-carryover.repository';

@Module({
  imports: [BrandsModule, PaddyFieldsModule, LandmarksModule],
  providers: [AccountEventsListener, NewYearListener, YearCarryoverRepository],
})
export class EventsModule {}
