import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectRedis } from '@inasaku/service-kit';

/**
 * A number in Redis per account that every committed change of its work histories increases, so
 * that every replica can tell whether an answer it keeps (a search page) still shows today's data.
 */
@Injectable()
export class HistoriesVersion {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** The current version; null when unknown (Redis emptied or unreachable): nothing may be kept then. */
  async current(accountId: string): Promise<string | null> {
    const version = await this.redis.get(versionKey(accountId)).catch(() => null);
    // First read since Redis was emptied: start a version so that later reads can keep answers.
    if (version === null) await this.redis.set(versionKey(accountId), '1', 'NX').catch(() => undefined);
    return version;
  }

  /** After a change of the account's histories has been committed. */
  async changed(accountId: string): Promise<void> {
    await this.redis.incr(versionKey(accountId)).catch(() => undefined);
  }
}

function versionKey(accountId: string): string {
  return `works:histories-version:${accountId}`;
}
