import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessLogEntity } from './entities/access-log.entity';
import { AccessLogsHandler } from './access-logs.handler';
import { AccessLogsRepository } from './access-logs.repository';
import { AccessLogsService } from './access-logs.service';

@Module({
  imports: [TypeOrmModule.forFeature([AccessLogEntity])],
  controllers: [AccessLogsHandler],
  providers: [AccessLogsRepository, AccessLogsService],
})
export class AccessLogsModule {}
