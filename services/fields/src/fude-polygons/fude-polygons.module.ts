import { Module } from '@nestjs/common';
import { FudePolygonsHandler } from './fude-polygons.handler';
import { FudePolygonsRepository } from './fude-polygons.repository';
import { FudePolygonsService } from './fude-polygons.service';

/** MAFF's 筆ポリゴン under a tap and in view (loaded by scripts/fude-import.mjs). */
@Module({
  controllers: [FudePolygonsHandler],
  providers: [FudePolygonsRepository, FudePolygonsService],
})
export class FudePolygonsModule {}
