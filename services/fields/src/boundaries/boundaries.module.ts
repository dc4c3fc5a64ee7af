import { Module } from '@nestjs/common';
import { BoundariesRepository } from './boundaries.repository';
import { BoundariesService } from './boundaries.service';

/** PostGIS measurements of field boundaries, for paddy-field writes and imports. */
@Module({
  providers: [BoundariesRepository, BoundariesService],
  exports: [BoundariesService],
})
export class BoundariesModule {}
