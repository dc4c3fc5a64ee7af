import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ARCHIVE_POLLING, EXPORT_JOB_STATUS, exportDownloadUrl,
  type ExportFile, type ExportFileRequest, type ExportJob, type ExportJobStatus, type MonitorArchiveRequest, type RequestArchiveRequest, type RequestContext,
} from '@inasaku/contracts';
import { RpcErrors, afterWriteCommit, inWriteUnit, rpcError, requireAccount } from '@inasaku/service-kit';
import { REPORTS_ENV, type ReportsEnv } from '../config/reports-env';
import type { ExportJobEntity } from './entities/export-job.entity';
import { ExportJobsRepository } from './export-jobs.repository';
import { ExportQueue } from './export-queue';

export const EXPORT_EXPIRED_MESSAGE = 'ダウンロードの有効期限が切れました。もう一度作成してください。';

/** Export jobs as callers see them: always the caller's account only (another account's id is 404). */
@Injectable()
export class ExportJobsService {
  private readonly logger = new Logger(ExportJobsService.name);

  constructor(
    private readonly jobs: ExportJobsRepository,
    private readonly queue: ExportQueue,
    @Inject(REPORTS_ENV) private readonly env: ReportsEnv,
  ) {}

  /** POST /inasaku/archive/work: a new job on the queue, or the year's job that is still running. Reading only: allowed in a past year. */
  async create(context: RequestContext, request: Pick<RequestArchiveRequest, 'show_all' | 'show_outside'> = {}): Promise<ExportJob> {
    const accountId = requireAccount(context);
    if (!context.managementId) return RpcErrors.notFound();
    const options = { showAll: request.show_all === 1, showOutside: request.show_outside === 1 };
    const { job, created } = await this.jobs.createOrRunning(accountId, context.managementId, context.userId, options);
    if (created && inWriteUnit()) {
      // An idempotent write commits after this returns: the builder must find the job's row, so it is queued then.
      await afterWriteCommit(() => this.enqueueOrFail(job.jobId));
    } else if (created) {
      try {
        await this.queue.enqueue(job.jobId);
      } catch (e) {
        this.logger.error({ msg: 'export enqueue failed', jobId: job.jobId, error: (e as Error).message });
        await this.jobs.fail(job.jobId, 'enqueue failed');
        return this.toJob((await this.jobs.find(accountId, job.jobId))!);
      }
    }
    return this.toJob(job);
  }

  private async enqueueOrFail(jobId: string): Promise<void> {
    try {
      await this.queue.enqueue(jobId);
    } catch (e) {
      this.logger.error({ msg: 'export enqueue failed', jobId, error: (e as Error).message });
      await this.jobs.fail(jobId, 'enqueue failed');
    }
  }

  /** GET /inasaku/archive/work (polling). */
  async get(context: RequestContext, query: MonitorArchiveRequest): Promise<ExportJob> {
    const accountId = requireAccount(context);
    const job = await this.jobs.find(accountId, query.job_id);
    if (!job) return RpcErrors.notFound();
    return this.toJob(job);
  }

  /** For the gateway's /media/exports/<job_id>: the finished file of the caller's job while it has not expired. */
  async file(context: RequestContext, query: ExportFileRequest): Promise<ExportFile> {
    const accountId = requireAccount(context);
    const job = await this.jobs.find(accountId, query.job_id);
    if (!job || job.status !== EXPORT_JOB_STATUS.done || !job.fileKey) return RpcErrors.notFound();
    if (!job.expiresAt || job.expiresAt.getTime() <= Date.now()) return rpcError(410, 'GONE', EXPORT_EXPIRED_MESSAGE);
    return { key: job.fileKey, filename: job.filename ?? 'export.xlsx', size: Number(job.fileSize ?? 0) };
  }

  private toJob(job: ExportJobEntity): ExportJob {
    const live = job.status === EXPORT_JOB_STATUS.done && !!job.expiresAt && job.expiresAt.getTime() > Date.now();
    return {
      job_id: job.jobId,
      status: job.status as ExportJobStatus,
      progress: { done: job.doneCount, total: job.totalCount },
      download_url: live ? exportDownloadUrl(job.jobId) : null,
      filename: job.status === EXPORT_JOB_STATUS.done ? job.filename : null,
      expires_at: job.expiresAt ? job.expiresAt.toISOString() : null,
      timeout: ARCHIVE_POLLING.timeoutSeconds,
      created_at: job.createdAt.toISOString(),
    };
  }
}
