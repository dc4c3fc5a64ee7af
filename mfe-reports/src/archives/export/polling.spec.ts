import type { ExportJob } from '@inasaku/contracts';
import { exportOutcome, exportTimeoutMs, nextPollMs, progressPercent } from './polling';

const job = (status: 1 | 2 | 9, done = 0, total = 10, timeout = 300): ExportJob => ({
  job_id: '00000000-0000-4000-8000-000000000001', status, progress: { done, total }, download_url: status === 2 ? '/media/exports/x' : null,
  filename: status === 2 ? 'a.xlsx' : null, expires_at: null, timeout, created_at: '2026-11-24T00:00:00Z',
});

describe('archive export polling', () => {
  it('polls every 5 seconds while running, reports progress and ends done', () => {
    expect([job(1, 0), job(1, 5), job(2, 10)].map(nextPollMs)).toEqual([5000, 5000, false]);
    expect([job(1, 0), job(1, 5), job(2, 10)].map(progressPercent)).toEqual([0, 50, 100]);
    expect(exportOutcome(job(2, 10))).toBe('done');
  });

  it('ends failed on status 9 and when the request fails', () => {
    expect(exportOutcome(job(9))).toBe('failed');
    expect(exportOutcome(null)).toBe('failed');
    expect(nextPollMs(null)).toBe(false);
  });

  it('stops at the job\'s timeout (300 s by default)', () => {
    expect(exportTimeoutMs(job(1, 0, 10, 0))).toBe(300_000);
    expect(exportTimeoutMs(job(1, 0, 10, 60))).toBe(60_000);
  });
});
