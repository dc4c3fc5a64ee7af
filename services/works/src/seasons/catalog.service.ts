import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectRedis, afterWriteCommit, inWriteUnit } from '@inasaku/service-kit';
import type { ItemEntity } from './entities/item.entity';
import type { SeasonEntity } from './entities/season.entity';
import { ItemsRepository } from './items.repository';
import { SeasonsRepository } from './seasons.repository';

/** The account's seasons and items (not deleted) by id and in order, to name and explain work histories. */
export interface Catalog {
  /** in order */
  seasonList: SeasonEntity[];
  /** in season then item order */
  itemList: ItemEntity[];
  seasons: Map<string, SeasonEntity>;
  items: Map<string, ItemEntity>;
}

const SAFETY_TTL_MS = 60_000;
const MAX_ACCOUNTS = 2_000;

/**
 * Every map-screen read needs the account's seasons and items, which change rarely. They are
 * kept in memory per account together with a version number in Redis that every write of a
 * season or item bumps, so all replicas drop their copy at the next read (one Redis GET).
 */
@Injectable()
export class CatalogService {
  private readonly cache = new Map<string, { version: string; until: number; catalog: Catalog }>();

  constructor(
    private readonly seasons: SeasonsRepository,
    private readonly items: ItemsRepository,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  async load(accountId: string): Promise<Catalog> {
    const version = (await this.redis.get(versionKey(accountId)).catch(() => null)) ?? 'none';
    const hit = this.cache.get(accountId);
    if (hit && hit.version === version && hit.until > Date.now() && version !== 'none') return hit.catalog;
    const [seasonList, itemList] = await Promise.all([this.seasons.listSeasons(accountId), this.items.listItems(accountId)]);
    const catalog: Catalog = {
      seasonList, itemList,
      seasons: new Map(seasonList.map((s) => [s.seasonId, s])),
      items: new Map(itemList.map((i) => [i.itemId, i])),
    };
    if (inWriteUnit()) {
      // Read inside a write not yet committed: not for other readers (it may still roll back).
    } else if (version === 'none') {
      // First read since Redis was emptied: start a version so that later reads can hit.
      await this.redis.set(versionKey(accountId), '1', 'NX').catch(() => undefined);
    } else {
      this.cache.delete(accountId);
      this.cache.set(accountId, { version, until: Date.now() + SAFETY_TTL_MS, catalog });
      if (this.cache.size > MAX_ACCOUNTS) this.cache.delete(this.cache.keys().next().value as string);
    }
    return catalog;
  }

  /**
   * After any write of the account's seasons or items. Inside an idempotent write (not yet
   * committed) once more after the commit: a read between the two may have kept the old state.
   */
  async changed(accountId: string): Promise<void> {
    const bump = async () => {
      this.cache.delete(accountId);
      await this.redis.incr(versionKey(accountId)).catch(() => undefined);
    };
    await bump();
    if (inWriteUnit()) await afterWriteCommit(bump);
  }
}

function versionKey(accountId: string): string {
  return `works:catalog-version:${accountId}`;
}
