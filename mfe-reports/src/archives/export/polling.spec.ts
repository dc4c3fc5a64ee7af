import type { ExportJob } from '@inasaku/contracts';
import { pollExport, progressPercent } from './polling';

const job = (status: 1 | 2 | 9, done = 0, total = 10, timeout = 300): ExportJob => ({
  job_id: '00000000-0000-4000-8000-000000000001', status, progress: { done, total }, download_url: status === 2 ? '/media/exports/x' : null,
  filename: status === 2 ? 'a.xlsx' : null, expires_at: null, timeout, created_at: '2026-11-24T00:00:00Z',
});

function clock() {
  let t = 0;
  const waits: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
    waits,
  };
}

describe('archive export polling', () => {
  it('polls every 5 seconds, reports progress and ends done', async () => {
    const c = clock();
    const seen: number[] = [];
    const monitor = jest.fn().mockResolvedValueOnce(job(1, 5)).mockResolvedValueOnce(job(2, 10));
    const out = await pollExport({
      request: async () => job(1, 0), monitor, onProgress: (j) => seen.push(progressPercent(j)), signal: new AbortController().signal, sleep: c.sleep, now: c.now,
    });
    expect(out.kind).toBe('done');
    expect(c.waits).toEqual([5000, 5000]);
    expect(seen).toEqual([0, 50, 100]);
  });

  it('ends failed on status 9 and when the request fails', async () => {
    const c = clock();
    expect((await pollExport({ request: async () => job(9), monitor: jest.fn(), onProgress: () => undefined, signal: new AbortController().signal, sleep: c.sleep, now: c.now })).kind).toBe('failed');
    expect((await pollExport({ request: async () => null, monitor: jest.fn(), onProgress: () => undefined, signal: new AbortController().signal, sleep: c.sleep, now: c.now })).kind).toBe('failed');
  });

  it('stops at the job\'s timeout (300 s by default)', async () => {
    const c = clock();
    const monitor = jest.fn().mockResolvedValue(job(1, 1));
    const out = await pollExport({ request: async () => job(1, 0), monitor, onProgress: () => undefined, signal: new AbortController().signal, sleep: c.sleep, now: c.now });
    expect(out.kind).toBe('timeout');
    expect(c.now()).toBe(300_000);
    expect(monitor).toHaveBeenCalledTimes(59);
  });

  it('stops polling when the user leaves the page', async () => {
    const c = clock();
    const leave = new AbortController();
    const monitor = jest.fn().mockImplementation(async () => {
      leave.abort();
      return job(1, 2);
    });
    const out = await pollExport({ request: async () => job(1, 0), monitor, onProgress: () => undefined, signal: leave.signal, sleep: c.sleep, now: c.now });
    expect(out.kind).toBe('stopped');
    expect(monitor).toHaveBeenCalledTimes(1);
  });
});
