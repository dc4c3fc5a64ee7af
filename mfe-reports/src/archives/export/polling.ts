import { ARCHIVE_POLLING, EXPORT_JOB_STATUS, type ExportJob } from '@inasaku/contracts';

export type PollOutcome = { kind: 'done'; job: ExportJob } | { kind: 'failed' } | { kind: 'timeout' } | { kind: 'stopped' };

export interface PollDeps {
  /** POST /inasaku/archive/work; null on error (spec 001 §8: the archive request returns null on error) */
  request: () => Promise<ExportJob | null>;
  /** GET /inasaku/archive/work; null on error */
  monitor: (jobId: string) => Promise<ExportJob | null>;
  onProgress: (job: ExportJob) => void;
  /** aborted when the user leaves the page */
  signal: AbortSignal;
  intervalMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    }, { once: true });
  });
}

/**
 * Spec 001 §4 "Archive image Excel export": request a job, poll every 5 seconds; status 2 is done
 * (download), 9 failed; the client timeout from the job's polling parameter (default 300 s) stops
 * polling, and so does leaving the page. A failed request or poll counts as failed.
 */
export async function pollExport(deps: PollDeps): Promise<PollOutcome> {
  const sleep = deps.sleep ?? defaultSleep;
  const now = deps.now ?? Date.now;
  const interval = deps.intervalMs ?? ARCHIVE_POLLING.intervalMs;
  const started = now();
  let job = await deps.request();
  if (deps.signal.aborted) return { kind: 'stopped' };
  if (!job) return { kind: 'failed' };
  const timeoutMs = (job.timeout || ARCHIVE_POLLING.timeoutSeconds) * 1000;
  for (;;) {
    deps.onProgress(job);
    if (job.status === EXPORT_JOB_STATUS.done) return { kind: 'done', job };
    if (job.status === EXPORT_JOB_STATUS.failed) return { kind: 'failed' };
    if (now() - started >= timeoutMs) return { kind: 'timeout' };
    await sleep(interval, deps.signal);
    if (deps.signal.aborted) return { kind: 'stopped' };
    if (now() - started >= timeoutMs) return { kind: 'timeout' };
    const next = await deps.monitor(job.job_id);
    if (deps.signal.aborted) return { kind: 'stopped' };
    if (!next) return { kind: 'failed' };
    job = next;
  }
}

/** Percent of the progress bar. */
export function progressPercent(job: Pick<ExportJob, 'progress' | 'status'> | null): number {
  if (!job) return 0;
  if (job.status === EXPORT_JOB_STATUS.done) return 100;
  const { done, total } = job.progress;
  return total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
}
