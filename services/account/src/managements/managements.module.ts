import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ManagementEntity } from '../accounts/entities/management.entity';
import { ManagementsHandler } from './managements.handler';
import { ManagementsRepository } from './managements.repository';
import { ManagementsService } from './managements.service';

@Module({
  imports: [TypeOrmModule.forFeature([ManagementEntity])],
  controllers: [ManagementsHandler],
  providers: [ManagementsRepository, ManagementsService],
  exports: [ManagementsService, ManagementsRepository],
})
export class ManagementsModule {}
