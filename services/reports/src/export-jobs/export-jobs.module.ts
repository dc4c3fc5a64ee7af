import { Module } from '@nestjs/common';
import { REPORT_BLOB_STORE, createReportBlobStore } from '../blob/blob-store';
import { REPORTS_ENV, type ReportsEnv } from '../config/reports-env';
import { ExportBuilder } from './export-builder';
import { ExportJobsAccountListener } from './export-jobs-account.listener';
import { ExportJobsHandler } from './export-jobs.handler';
import { ExportJobsRepository } from './export-jobs.repository';
import { ExportJobsService } from './export-jobs.service';
import { ExportQueueDepthMetric } from './export-queue-depth.metric';
import { ExportQueue } from './export-queue';

@Module({
  controllers: [ExportJobsHandler],
  providers: [
    ExportJobsService, ExportJobsRepository, ExportQueue, ExportQueueDepthMetric, ExportBuilder, ExportJobsAccountListener,
    { provide: REPORT_BLOB_STORE, useFactory: (env: ReportsEnv) => createReportBlobStore(env), inject: [REPORTS_ENV] },
  ],
})
export class ExportJobsModule {}
