import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXPORT_JOB_STATUS } from '@inasaku/contracts';
import { ExportJobEntity } from './entities/export-job.entity';

/** The work report's checkboxes a job's workbook follows. */
export interface ExportReportOptions {
  showAll: boolean;
  showOutside: boolean;
}

/** Export job rows; every read is scoped by account. */
@Injectable()
export class ExportJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(ExportJobEntity);
  }

  /** A new running job, or the account's job of that year and those options that is still running (one at a time). */
  async createOrRunning(
    accountId: string, managementId: string, userId: string | null, options: ExportReportOptions,
  ): Promise<{ job: ExportJobEntity; created: boolean }> {
    const jobId = randomUUID();
    const inserted = (await this.dataSource.query(
      `INSERT INTO export_jobs (job_id, account_id, management_id, user_id, status, show_all, show_outside) VALUES ($1, $2, $3, $4, 1, $5, $6)
       ON CONFLICT ("account_id", "management_id", "show_all", "show_outside") WHERE "status" = 1 DO NOTHING RETURNING job_id`,
      [jobId, accountId, managementId, userId, options.showAll, options.showOutside],
    )) as { job_id: string }[];
    if (inserted.length) return { job: (await this.rows.findOneBy({ jobId }))!, created: true };
    const running = await this.rows.findOneBy({
      accountId, managementId, status: EXPORT_JOB_STATUS.running, showAll: options.showAll, showOutside: options.showOutside,
    });
    if (running) return { job: running, created: false };
    // Finished between the two statements: try once more.
    return this.createOrRunning(accountId, managementId, userId, options);
  }

  find(accountId: string, jobId: string): Promise<ExportJobEntity | null> {
    return this.rows.findOneBy({ accountId, jobId });
  }

  findById(jobId: string): Promise<ExportJobEntity | null> {
    return this.rows.findOneBy({ jobId });
  }

  /** Claims a delivery of a running job: counts the attempt; null when the job is no longer running. */
  async startAttempt(jobId: string): Promise<ExportJobEntity | null> {
    const rows = (await this.dataSource.query(
      `UPDATE export_jobs SET attempts = attempts + 1, done_count = 0, heartbeat_at = now(), updated_at = now()
        WHERE job_id = $1 AND status = 1 RETURNING job_id`,
      [jobId],
    )) as unknown[];
    return rows.length ? this.findById(jobId) : null;
  }

  async progress(jobId: string, done: number, total: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE export_jobs SET done_count = $2, total_count = $3, heartbeat_at = now(), updated_at = now() WHERE job_id = $1 AND status = 1`,
      [jobId, done, total],
    );
  }

  async finish(jobId: string, file: { key: string; filename: string; size: number; expiresAt: Date }): Promise<void> {
    await this.dataSource.query(
      `UPDATE export_jobs SET status = 2, done_count = total_count, file_key = $2, filename = $3, file_size = $4, expires_at = $5,
              heartbeat_at = now(), updated_at = now()
        WHERE job_id = $1 AND status = 1`,
      [jobId, file.key, file.filename, file.size, file.expiresAt],
    );
  }

  async fail(jobId: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE export_jobs SET status = 9, error = $2, updated_at = now() WHERE job_id = $1 AND status = 1`,
      [jobId, error.slice(0, 1000)],
    );
  }

  /** Running jobs whose builder has not been heard of since `before`: failed, so none stays running forever. */
  async failStale(before: Date): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `UPDATE export_jobs SET status = 9, error = 'stale: no builder', updated_at = now()
        WHERE status = 1 AND heartbeat_at < $1 RETURNING job_id`,
      [before],
    )) as { job_id: string }[];
    return rows.map((r) => r.job_id);
  }

  /** Removes every export job of an account; answers how many there were. */
  async deleteAccount(accountId: string): Promise<number> {
    const result = (await this.dataSource.query('DELETE FROM reports.export_jobs WHERE account_id = $1', [accountId])) as [unknown[], number];
    return result?.[1] ?? 0;
  }
}
