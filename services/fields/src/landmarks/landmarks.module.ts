import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LandmarkEntity } from './entities/landmark.entity';
import { LandmarksHandler } from './landmarks.handler';
import { LandmarksRepository } from './landmarks.repository';
import { LandmarksService } from './landmarks.service';

@Module({
  imports: [TypeOrmModule.forFeature([LandmarkEntity])],
  controllers: [LandmarksHandler],
  providers: [LandmarksRepository, LandmarksService],
  exports: [LandmarksRepository],
})
export class LandmarksModule {}
