import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectRedis } from '@inasaku/service-kit';
import { tokyoDateOf } from '@inasaku/domain';

const KEYS = {
  lock: 'weather:refresh:lock',
  backoffUntil: 'weather:provider:backoff-until',
  failures: 'weather:provider:failures',
  calls: (date: string) => `weather:provider:calls:${date}`,
  historyCalls: (date: string) => `weather:provider:history-calls:${date}`,
};

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * What replicas share about the provider, in Redis: the refresh lock (exactly one replica runs
 * each scheduled refresh), the provider backoff after failures (every replica waits), and the
 * day's spent call weight (so the daily budget holds across replicas).
 */
@Injectable()
export class ProviderGuard {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** A token when this replica holds the lock now, else null. */
  async lock(ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    const ok = await this.redis.set(KEYS.lock, token, 'PX', ttlMs, 'NX');
    return ok === 'OK' ? token : null;
  }

  /** Keeps the lock while a long run goes on; false when it was lost (expired and taken). */
  async extend(token: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(EXTEND, 1, KEYS.lock, token, String(ttlMs))) === 1;
  }

  async unlock(token: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, KEYS.lock, token);
  }

  /** ms until the provider may be asked again (0 = now). */
  async backoffLeft(now: number): Promise<number> {
    const until = Number((await this.redis.get(KEYS.backoffUntil)) ?? 0);
    return Math.max(0, until - now);
  }

  /** Records a failure; answers the number of consecutive failures. */
  async failed(now: number, delayFor: (failures: number) => number): Promise<number> {
    const failures = await this.redis.incr(KEYS.failures);
    await this.redis.set(KEYS.backoffUntil, String(now + delayFor(failures)), 'PX', 24 * 3600_000);
    return failures;
  }

  async succeeded(): Promise<void> {
    await this.redis.del(KEYS.failures, KEYS.backoffUntil);
  }

  /** Weighted calls spent today (Tokyo date): all of them, or those that filled histories. */
  async spent(now: number, kind: 'all' | 'history' = 'all'): Promise<number> {
    const date = tokyoDateOf(now);
    return Number((await this.redis.get(kind === 'all' ? KEYS.calls(date) : KEYS.historyCalls(date))) ?? 0);
  }

  async spend(now: number, weight: number, kind: 'forecast' | 'history'): Promise<void> {
    const date = tokyoDateOf(now);
    const ttl = 2 * 24 * 3600_000;
    const tx = this.redis.multi().incrbyfloat(KEYS.calls(date), weight).pexpire(KEYS.calls(date), ttl);
    if (kind === 'history') tx.incrbyfloat(KEYS.historyCalls(date), weight).pexpire(KEYS.historyCalls(date), ttl);
    await tx.exec();
  }
}
