import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { planReorder, type ReorderPlan, type RequestedOrder } from '@inasaku/domain';
import { SeasonEntity } from './entities/season.entity';
import { ItemEntity } from './entities/item.entity';
import { MasterDataSeedEntity } from './entities/master-data-seed.entity';

/** Serialises the writes that hand out sort keys in one list, so keys stay distinct. */
export async function lockList(m: EntityManager, key: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`works:${key}`]);
}

export type NewSeason = Pick<SeasonEntity, 'seasonName' | 'color' | 'isNotPaddyFieldItem'>;
export type SeasonChanges = Partial<NewSeason>;
export type NewItem = Pick<ItemEntity, 'seasonId' | 'itemName' | 'itemAreaTotal' | 'itemProgress' | 'itemPattern' | 'itemDetails'>;

/** Seasons with their items, the way the seeding writes them. */
export interface SeedSeason {
  season: NewSeason;
  items: Omit<NewItem, 'seasonId'>[];
}

@Injectable()
export class SeasonsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Seasons that are not deleted, in order. */
  listSeasons(accountId: string, includeNotPaddy = true): Promise<SeasonEntity[]> {
    return this.dataSource.getRepository(SeasonEntity).find({
      where: { accountId, deletedAt: IsNull(), ...(includeNotPaddy ? {} : { isNotPaddyFieldItem: false }) },
      order: { sortKey: 'ASC', createdAt: 'ASC' },
    });
  }

  findSeason(accountId: string, seasonId: string): Promise<SeasonEntity | null> {
    return this.dataSource.getRepository(SeasonEntity).findOneBy({ accountId, seasonId, deletedAt: IsNull() });
  }

  async createSeason(accountId: string, season: NewSeason): Promise<SeasonEntity> {
    return this.dataSource.transaction(async (m) => {
      await lockList(m, `seasons:${accountId}`);
      const now = new Date();
      const row = m.create(SeasonEntity, {
        seasonId: randomUUID(), accountId, ...season, sortKey: await nextSeasonKey(m, accountId), deletedAt: null, createdAt: now, updatedAt: now,
      });
      await m.insert(SeasonEntity, row);
      return row;
    });
  }

  /**
   * Applies the changes; 'locked' when the kind (field / non-field) would change while the
   * season has items, 'not-found' for a season that is not the account's.
   */
  async updateSeason(accountId: string, seasonId: string, changes: SeasonChanges): Promise<SeasonEntity | 'not-found' | 'locked'> {
    return this.dataSource.transaction(async (m) => {
      const where = { accountId, seasonId, deletedAt: IsNull() };
      const current = await m.findOne(SeasonEntity, { where, lock: { mode: 'pessimistic_write' } });
      if (!current) return 'not-found';
      if (changes.isNotPaddyFieldItem !== undefined && changes.isNotPaddyFieldItem !== current.isNotPaddyFieldItem) {
        const items = await m.countBy(ItemEntity, { accountId, seasonId, deletedAt: IsNull() });
        if (items > 0) return 'locked';
      }
      await m.update(SeasonEntity, { seasonId }, { ...changes, updatedAt: new Date() });
      return m.findOneByOrFail(SeasonEntity, { seasonId });
    });
  }

  /** Hides the season, its items and their histories; false when it is not the account's. */
  async deleteSeason(accountId: string, seasonId: string, hideHistories: (m: EntityManager, itemIds: string[]) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const now = new Date();
      const result = await m.update(SeasonEntity, { accountId, seasonId, deletedAt: IsNull() }, { deletedAt: now, updatedAt: now });
      if (!result.affected) return false;
      const items = await m.find(ItemEntity, { select: { itemId: true }, where: { accountId, seasonId, deletedAt: IsNull() } });
      await m.update(ItemEntity, { accountId, seasonId, deletedAt: IsNull() }, { deletedAt: now, updatedAt: now });
      await hideHistories(m, items.map((i) => i.itemId));
      return true;
    });
  }

  async reorderSeasons(accountId: string, requested: RequestedOrder[]): Promise<ReorderPlan> {
    return this.dataSource.transaction(async (m) => {
      await lockList(m, `seasons:${accountId}`);
      const stored = await m.find(SeasonEntity, { where: { accountId, deletedAt: IsNull() } });
      const plan = planReorder(stored.map((s) => ({ id: s.seasonId, sortKey: s.sortKey })), requested);
      if (!plan.ok) return plan;
      const now = new Date();
      for (const u of plan.updates) await m.update(SeasonEntity, { seasonId: u.id }, { sortKey: u.sortKey, updatedAt: now });
      return plan;
    });
  }

  /**
   * Creates the starting seasons of an account once. The seed marker and the rows are written
   * in one transaction, and the marker's primary key makes a second run (a redelivered event, a
   * concurrent replica, the GET endpoint) a no-op. Returns whether rows were created.
   */
  async seedOnce(accountId: string, seasons: readonly SeedSeason[]): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const inserted = (await m.query(
        'INSERT INTO master_data_seeds (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING RETURNING account_id',
        [accountId],
      )) as unknown[];
      if (inserted.length === 0) return false;
      await lockList(m, `seasons:${accountId}`);
      let sortKey = await nextSeasonKey(m, accountId);
      const now = new Date();
      for (const s of seasons) {
        const season = m.create(SeasonEntity, {
          seasonId: randomUUID(), accountId, ...s.season, sortKey: sortKey++, deletedAt: null, createdAt: now, updatedAt: now,
        });
        await m.insert(SeasonEntity, season);
        const items = s.items.map((item, i) =>
          m.create(ItemEntity, {
            itemId: randomUUID(), accountId, seasonId: season.seasonId, ...item, sortKey: i + 1, deletedAt: null, createdAt: now, updatedAt: now,
          }),
        );
        if (items.length) await m.insert(ItemEntity, items);
      }
      return true;
    });
  }

  /** Removes everything of an account (account deleted); items first for the foreign key. */
  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(ItemEntity, { accountId });
    await m.delete(SeasonEntity, { accountId });
    await m.delete(MasterDataSeedEntity, { accountId });
  }

  findSeasons(accountId: string, seasonIds: string[]): Promise<SeasonEntity[]> {
    if (!seasonIds.length) return Promise.resolve([]);
    return this.dataSource.getRepository(SeasonEntity).findBy({ accountId, seasonId: In(seasonIds) });
  }
}

async function nextSeasonKey(m: EntityManager, accountId: string): Promise<number> {
  const [row] = (await m.query('SELECT COALESCE(MAX(sort_key), 0) AS max FROM seasons WHERE account_id = $1 AND deleted_at IS NULL', [accountId])) as {
    max: number;
  }[];
  return Number(row.max) + 1;
}
