import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { planReorder, type ReorderPlan, type RequestedOrder } from '@inasaku/domain';
import { ItemEntity } from './entities/item.entity';
import { SeasonEntity } from './entities/season.entity';
import { lockList, type NewItem } from './seasons.repository';

/** An item with its (not deleted) season. */
export interface ItemWithSeason {
  item: ItemEntity;
  season: SeasonEntity;
}

@Injectable()
export class ItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Items that are not deleted, of seasons that are not deleted. */
  async listItems(accountId: string, filter: { seasonId?: string; itemId?: string } = {}): Promise<ItemEntity[]> {
    return this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('i')
      .innerJoin(SeasonEntity, 's', 's.season_id = i.season_id AND s.deleted_at IS NULL')
      .where('i.account_id = :accountId AND i.deleted_at IS NULL', { accountId })
      .andWhere(filter.seasonId ? 'i.season_id = :seasonId' : '1=1', { seasonId: filter.seasonId })
      .andWhere(filter.itemId ? 'i.item_id = :itemId' : '1=1', { itemId: filter.itemId })
      .orderBy('s.sort_key', 'ASC')
      .addOrderBy('i.sort_key', 'ASC')
      .addOrderBy('i.created_at', 'ASC')
      .getMany();
  }

  async findItem(accountId: string, itemId: string): Promise<ItemWithSeason | null> {
    const item = await this.dataSource.getRepository(ItemEntity).findOneBy({ accountId, itemId, deletedAt: IsNull() });
    if (!item) return null;
    const season = await this.dataSource.getRepository(SeasonEntity).findOneBy({ seasonId: item.seasonId, deletedAt: IsNull() });
    return season ? { item, season } : null;
  }

  async createItem(accountId: string, item: NewItem): Promise<ItemEntity> {
    return this.dataSource.transaction(async (m) => {
      await lockList(m, `items:${item.seasonId}`);
      const now = new Date();
      const row = m.create(ItemEntity, {
        itemId: randomUUID(), accountId, ...item, sortKey: await nextItemKey(m, item.seasonId), deletedAt: null, createdAt: now, updatedAt: now,
      });
      await m.insert(ItemEntity, row);
      return row;
    });
  }

  /** Saves the item; a new season puts it at the end of that season. null when it is not the account's. */
  async updateItem(accountId: string, itemId: string, changes: NewItem): Promise<ItemEntity | null> {
    return this.dataSource.transaction(async (m) => {
      const current = await m.findOne(ItemEntity, { where: { accountId, itemId, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!current) return null;
      let sortKey = current.sortKey;
      if (changes.seasonId !== current.seasonId) {
        await lockList(m, `items:${changes.seasonId}`);
        sortKey = await nextItemKey(m, changes.seasonId);
      }
      await m.update(ItemEntity, { itemId }, { ...changes, sortKey, updatedAt: new Date() });
      return m.findOneByOrFail(ItemEntity, { itemId });
    });
  }

  async deleteItem(accountId: string, itemId: string, hideHistories: (m: EntityManager, itemIds: string[]) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const now = new Date();
      const result = await m.update(ItemEntity, { accountId, itemId, deletedAt: IsNull() }, { deletedAt: now, updatedAt: now });
      if (!result.affected) return false;
      await hideHistories(m, [itemId]);
      return true;
    });
  }

  /**
   * Reorders items of one season. 'mixed' when the rows are not of one season, 'not-found' when
   * an item is not the account's.
   */
  async reorderItems(accountId: string, requested: RequestedOrder[]): Promise<(ReorderPlan & { seasonId?: string }) | { ok: false; reason: 'mixed' }> {
    return this.dataSource.transaction(async (m) => {
      const named = await m.find(ItemEntity, { where: { accountId, itemId: In(requested.map((r) => r.id)), deletedAt: IsNull() } });
      if (named.length !== requested.length) return { ok: false, reason: 'not-found' };
      const seasons = new Set(named.map((i) => i.seasonId));
      if (seasons.size !== 1) return { ok: false, reason: 'mixed' };
      const [seasonId] = seasons;
      await lockList(m, `items:${seasonId}`);
      const stored = await m.find(ItemEntity, { where: { accountId, seasonId, deletedAt: IsNull() } });
      const plan = planReorder(stored.map((i) => ({ id: i.itemId, sortKey: i.sortKey })), requested);
      if (!plan.ok) return plan;
      const now = new Date();
      for (const u of plan.updates) await m.update(ItemEntity, { itemId: u.id }, { sortKey: u.sortKey, updatedAt: now });
      return { ...plan, seasonId };
    });
  }

  countItems(accountId: string, seasonId: string): Promise<number> {
    return this.dataSource.getRepository(ItemEntity).countBy({ accountId, seasonId, deletedAt: IsNull() });
  }
}

async function nextItemKey(m: EntityManager, seasonId: string): Promise<number> {
  const [row] = (await m.query('SELECT COALESCE(MAX(sort_key), 0) AS max FROM items WHERE season_id = $1 AND deleted_at IS NULL', [seasonId])) as {
    max: number;
  }[];
  return Number(row.max) + 1;
}
