import { InFlightRequests } from './in-flight';

describe('InFlightRequests', () => {
  it('is idle at once when nothing runs', async () => {
    await expect(new InFlightRequests().idle(10)).resolves.toBe(true);
  });

  it('resolves when the last running request finishes, counting each finish once', async () => {
    const inFlight = new InFlightRequests();
    const a = inFlight.start();
    const b = inFlight.start();
    let idle = false;
    const waiting = inFlight.idle(5_000).then((v) => (idle = v));
    a();
    a();
    await Promise.resolve();
    expect(inFlight.size).toBe(1);
    expect(idle).toBe(false);
    b();
    await expect(waiting).resolves.toBe(true);
    expect(inFlight.size).toBe(0);
  });

  it('gives up after maxMs with the request still running', async () => {
    const inFlight = new InFlightRequests();
    inFlight.start();
    await expect(inFlight.idle(20)).resolves.toBe(false);
    expect(inFlight.size).toBe(1);
  });
});
