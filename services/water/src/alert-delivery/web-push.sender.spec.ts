import { classify, retryAfterMs } from './web-push.sender';

describe('a push service answer', () => {
  const now = Date.parse('2026-06-01T03:00:00Z');

  it('404/410 end the subscription, 429/5xx are retried, other 4xx fail for good', () => {
    expect(classify(201)).toEqual({ result: 'ok', detail: '201' });
    expect(classify(410)).toEqual({ result: 'gone', detail: 'HTTP 410' });
    expect(classify(404)).toEqual({ result: 'gone', detail: 'HTTP 404' });
    expect(classify(429)).toEqual({ result: 'retry', detail: 'HTTP 429' });
    expect(classify(503)).toEqual({ result: 'retry', detail: 'HTTP 503' });
    expect(classify(400)).toEqual({ result: 'failed', detail: 'HTTP 400' });
  });

  it('a retry keeps to the Retry-After, in seconds or as an HTTP date', () => {
    expect(classify(429, '120', now)).toEqual({ result: 'retry', detail: 'HTTP 429', retryAfterMs: 120_000 });
    expect(classify(503, 'Mon, 01 Jun 2026 03:05:00 GMT', now)).toEqual({ result: 'retry', detail: 'HTTP 503', retryAfterMs: 300_000 });
    expect(retryAfterMs('Mon, 01 Jun 2026 02:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
