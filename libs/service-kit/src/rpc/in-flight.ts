/**
 * NATS requests this process is handling now (counted by RpcMetricsInterceptor), so a shutdown
 * can wait for exactly them instead of a fixed pause: a short request does not hold the exit,
 * a long one is not cut off.
 */
export class InFlightRequests {
  static readonly shared = new InFlightRequests();
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  start(): () => void {
    this.count += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count -= 1;
      if (this.count === 0) this.waiters.splice(0).forEach((wake) => wake());
    };
  }

  /** Resolves true once nothing is in flight, false if `maxMs` passes first. */
  idle(maxMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, maxMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
    });
  }
}
