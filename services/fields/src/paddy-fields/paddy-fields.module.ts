import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandEntity } from '../brands/entities/brand.entity';
import { PaddyFieldEntity } from './entities/paddy-field.entity';
import { PaddyFieldCounterEntity } from './entities/paddy-field-counter.entity';
import { PaddyFieldsHandler } from './paddy-fields.handler';
import { PaddyFieldsRepository } from './paddy-fields.repository';
import { PaddyFieldsService } from './paddy-fields.service';
import { SensorEventsListener } from './sensor-events.listener';
import { BoundariesModule } from '../boundaries/boundaries.module';

@Module({
  imports: [TypeOrmModule.forFeature([PaddyFieldEntity, PaddyFieldCounterEntity, BrandEntity]), BoundariesModule],
  controllers: [PaddyFieldsHandler],
  providers: [PaddyFieldsRepository, PaddyFieldsService, SensorEventsListener],
  exports: [PaddyFieldsRepository],
})
export class PaddyFieldsModule {}
