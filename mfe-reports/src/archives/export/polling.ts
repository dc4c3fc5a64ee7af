import { ARCHIVE_POLLING, EXPORT_JOB_STATUS, type ExportJob } from '@inasaku/contracts';

export type ExportOutcome = 'running' | 'done' | 'failed' | 'timeout';

/**
 * Spec 001 §4 "Archive image Excel export": a job is polled every 5 seconds; status 2 is done
 * (download), 9 failed, and a request or poll that failed (no job) counts as failed too.
 */
export function exportOutcome(job: Pick<ExportJob, 'status'> | null): Exclude<ExportOutcome, 'timeout'> {
  if (!job || job.status === EXPORT_JOB_STATUS.failed) return 'failed';
  return job.status === EXPORT_JOB_STATUS.done ? 'done' : 'running';
}

/** How long the browser waits for the job: its polling parameter, 300 s when it gives none. */
export function exportTimeoutMs(job: Pick<ExportJob, 'timeout'>): number {
  return (job.timeout || ARCHIVE_POLLING.timeoutSeconds) * 1000;
}

/** The next poll while the job runs (every 5 s), none once it has ended. */
export function nextPollMs(job: Pick<ExportJob, 'status'> | null): number | false {
  return exportOutcome(job) === 'running' ? ARCHIVE_POLLING.intervalMs : false;
}

/** Percent of the progress bar. */
export function progressPercent(job: Pick<ExportJob, 'progress' | 'status'> | null): number {
  if (!job) return 0;
  if (job.status === EXPORT_JOB_STATUS.done) return 100;
  const { done, total } = job.progress;
  return total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
}
