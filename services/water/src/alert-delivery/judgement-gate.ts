import { Injectable } from '@nestjs/common';

/**
 * Keeps delivery out of the way of the hourly judgement on the same replica: while a judgement
 * runs, the sender and the notice planner wait (bounded), so ten thousand pushes being encrypted
 * and sent never slow the judgement down. They catch up the moment it ends.
 */
@Injectable()
export class JudgementGate {
  private active = 0;
  private waiters: (() => void)[] = [];

  async during<T>(work: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      if (this.active === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when no judgement runs, or after `maxWaitMs` at the latest. */
  idle(maxWaitMs: number): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      setTimeout(resolve, maxWaitMs).unref();
    });
  }
}
