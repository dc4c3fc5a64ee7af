import { DeviceRateLimiter } from './device-rate-limiter';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('DeviceRateLimiter', () => {
  it('lets a burst through, then the sustained rate, and says when to come back', () => {
    const c = clock();
    const limiter = new DeviceRateLimiter(60, 3, 100, c.now); // one a second, three at once
    expect([1, 2, 3].map(() => limiter.take('s1').allowed)).toEqual([true, true, true]);
    const refused = limiter.take('s1');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    c.advance(1000);
    expect(limiter.take('s1').allowed).toBe(true);
    expect(limiter.take('s1').allowed).toBe(false);
    c.advance(10_000); // refills up to the burst, not beyond
    expect([1, 2, 3, 4].map(() => limiter.take('s1').allowed)).toEqual([true, true, true, false]);
  });

  it('one sensor being limited leaves the others alone', () => {
    const c = clock();
    const limiter = new DeviceRateLimiter(60, 2, 100, c.now);
    for (let i = 0; i < 50; i++) limiter.take('noisy');
    expect(limiter.take('noisy').allowed).toBe(false);
    expect(limiter.take('quiet').allowed).toBe(true);
    expect(limiter.take('other').allowed).toBe(true);
  });

  it('reports a limited sensor once per window with the count refused', () => {
    const c = clock();
    const limiter = new DeviceRateLimiter(60, 1, 100, c.now);
    limiter.take('s1');
    const reports = [];
    for (let i = 0; i < 30; i++) {
      const d = limiter.take('s1');
      if (!d.allowed && d.report) reports.push(d.report);
    }
    expect(reports).toEqual([{ sensorId: 's1', refused: 1 }]);
    c.advance(60_000);
    for (let i = 0; i < 5; i++) {
      const d = limiter.take('s1');
      if (!d.allowed && d.report) reports.push(d.report);
    }
    // 29 refused after the first report, 1 allowed after the minute's refill, then 4 refused
    expect(reports).toEqual([{ sensorId: 's1', refused: 1 }, { sensorId: 's1', refused: 30 }]);
  });

  it('holds at most maxSensors buckets, dropping the least recently used', () => {
    const c = clock();
    const limiter = new DeviceRateLimiter(60, 1, 3, c.now);
    for (const s of ['a', 'b', 'c']) limiter.take(s);
    limiter.take('a'); // a is refused and now the most recent
    limiter.take('d'); // b goes
    expect(limiter.size).toBe(3);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true); // a fresh bucket
    for (let i = 0; i < 10_000; i++) limiter.take(`x${i}`);
    expect(limiter.size).toBe(3);
  });
});
