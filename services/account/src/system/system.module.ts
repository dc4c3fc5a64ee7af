import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginLogEntity } from './entities/login-log.entity';
import { MaintenanceEntity } from './entities/maintenance.entity';
import { LoginLogsRepository } from './login-logs.repository';
import { MaintenanceRepository } from './maintenance.repository';
import { SystemHandler } from './system.handler';
import { SystemService } from './system.service';

@Module({
  imports: [TypeOrmModule.forFeature([LoginLogEntity, MaintenanceEntity])],
  controllers: [SystemHandler],
  providers: [SystemService, MaintenanceRepository, LoginLogsRepository],
})
export class SystemModule {}
