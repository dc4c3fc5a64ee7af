import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectRedis, InjectServiceConfig, type ServiceConfig } from '../tokens';

export interface RateLimitRule {
  /** attempts allowed inside the window */
  limit: number;
  windowSeconds: number;
}

const REFUND = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Fixed-window counters in Redis, shared by every replica. The window starts with the first
 * counted attempt; keys expire on their own.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectServiceConfig() private readonly config: ServiceConfig,
  ) {}

  /** True when `key` already used up its attempts. Does not count. */
  async isLimited(key: string, rule: RateLimitRule): Promise<boolean> {
    const value = await this.redis.get(this.key(key));
    return value !== null && Number(value) >= rule.limit;
  }

  /** Counts one attempt and returns the count in the current window. */
  async hit(key: string, rule: RateLimitRule): Promise<number> {
    const k = this.key(key);
    const [[, count]] = (await this.redis.multi().incr(k).expire(k, rule.windowSeconds, 'NX').exec()) as [[null, number], unknown];
    return count;
  }

  /** Counts one attempt; false when it goes over the limit. */
  async consume(key: string, rule: RateLimitRule): Promise<boolean> {
    return (await this.hit(key, rule)) <= rule.limit;
  }

  /** Attempts counted in the current window (0 when none). */
  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.key(key))) ?? 0);
  }

  /**
   * Gives back one counted attempt (never below zero), so a counter taken before the outcome was
   * known can end up counting failures only.
   */
  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.key(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.config.name}:rl:${key}`;
  }
}
