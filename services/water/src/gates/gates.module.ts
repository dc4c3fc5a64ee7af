import { Module } from '@nestjs/common';
import { FieldsDirectoryModule } from '../fields-directory/fields-directory.module';
import { GateEventsListener } from './gate-events.listener';
import { GatesHandler } from './gates.handler';
import { GatesRepository } from './gates.repository';
import { GatesService } from './gates.service';

@Module({
  imports: [FieldsDirectoryModule],
  controllers: [GatesHandler],
  providers: [GatesService, GatesRepository, GateEventsListener],
})
export class GatesModule {}
