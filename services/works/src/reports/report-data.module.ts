import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { SeasonsModule } from '../seasons/seasons.module';
import { AccountYears } from './account-years';
import { ReportDataCache } from './report-data-cache';
import { ReportDataHandler } from './report-data.handler';
import { ReportDataRepository } from './report-data.repository';
import { ReportDataService } from './report-data.service';

@Module({
  imports: [SeasonsModule, RepositoriesModule],
  controllers: [ReportDataHandler],
  providers: [ReportDataService, ReportDataRepository, ReportDataCache, AccountYears],
})
export class ReportDataModule {}
