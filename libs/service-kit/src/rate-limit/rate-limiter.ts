import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectRedis, InjectServiceConfig, type ServiceConfig } from '../tokens';

export interface RateLimitRule {
  /** attempts allowed inside the window */
  limit: number;
  windowSeconds: number;
}

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

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.config.name}:rl:${key}`;
  }
}
