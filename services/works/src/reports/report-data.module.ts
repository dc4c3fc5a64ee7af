import { Module } from '@nestjs/common';
import { SeasonsModule } from '../seasons/seasons.module';
import { ReportDataHandler } from './report-data.handler';
import { ReportDataRepository } from './report-data.repository';
import { ReportDataService } from './report-data.service';

@Module({
  imports: [SeasonsModule],
  controllers: [ReportDataHandler],
  providers: [ReportDataService, ReportDataRepository],
})
export class ReportDataModule {}
