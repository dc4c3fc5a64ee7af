import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { PaddyFieldEntity } from '../paddy-fields/entities/paddy-field.entity';
import { BrandEntity } from './entities/brand.entity';
import { BrandSeedEntity } from './entities/brand-seed.entity';
import { planReorder, type ReorderPlan, type RequestedOrder } from '@inasaku/domain';
import type { YearScope } from '@inasaku/service-kit';

/** Serialises the writes that hand out sort keys in one year, so keys stay distinct. */
async function lockYear(m: EntityManager, managementId: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fields.brands:${managementId}`]);
}

async function nextSortKey(m: EntityManager, scope: YearScope): Promise<number> {
  const [row] = (await m.query(
    'SELECT COALESCE(MAX(sort_key), 0) AS max FROM brands WHERE account_id = $1 AND management_id = $2',
    [scope.accountId, scope.managementId],
  )) as { max: number }[];
  return Number(row.max) + 1;
}

/** The part of pg's Pool this uses (TypeORM's postgres driver keeps it as `master`). */
interface PgPool {
  query<R>(query: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

const LIST_JSON_SQL = `SELECT COALESCE('[' || string_agg(row_to_json(b)::text, ',' ORDER BY x.sort_key, x.created_at, x.brand_name) || ']', '[]') AS json
   FROM brands x, LATERAL (SELECT x.brand_id, x.brand_name, x.management_id, x.sort_key) b
  WHERE x.account_id = $1 AND x.management_id = $2`;

@Injectable()
export class BrandsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BrandEntity) private readonly brands: Repository<BrandEntity>,
  ) {}

  list(scope: YearScope): Promise<BrandEntity[]> {
    return this.brands.find({
      where: { accountId: scope.accountId, managementId: scope.managementId },
      order: { sortKey: 'ASC', createdAt: 'ASC', brandName: 'ASC' },
    });
  }

  /**
   * The year's brands as the JSON answer itself (Brand[], in list order), made by PostgreSQL: the
   * most asked read of the app skips building the query, entity objects and JSON.stringify per call.
   * row_to_json writes compact JSON with the columns' names and types (uuid and text as strings,
   * sort_key as a number), the same as toBrand's. Asked of the connection pool directly (the
   * driver's pg Pool, same connections and search_path): TypeORM's query() makes, connects and
   * releases a query runner around every statement. As a named statement, each connection parses
   * and plans it once instead of on every call (PostgreSQL's share of the read).
   */
  async listJson(scope: YearScope): Promise<string> {
    const params = [scope.accountId, scope.managementId];
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    const rows = pool
      ? (await pool.query<{ json: string }>({ name: 'fields.brands.list-json', text: LIST_JSON_SQL, values: params })).rows
      : ((await this.dataSource.query(LIST_JSON_SQL, params)) as { json: string }[]);
    return rows[0].json;
  }

  findOne(scope: YearScope, brandId: string): Promise<BrandEntity | null> {
    return this.brands.findOneBy({ brandId, accountId: scope.accountId, managementId: scope.managementId });
  }

  async create(scope: YearScope, brandName: string): Promise<BrandEntity> {
    return this.dataSource.transaction(async (m) => {
      await lockYear(m, scope.managementId);
      const now = new Date();
      const brand = m.create(BrandEntity, {
        brandId: randomUUID(), ...scope, brandName, sortKey: await nextSortKey(m, scope), createdAt: now, updatedAt: now,
      });
      await m.insert(BrandEntity, brand);
      return brand;
    });
  }

  async rename(scope: YearScope, brandId: string, brandName: string): Promise<BrandEntity | null> {
    const result = await this.brands.update(
      { brandId, accountId: scope.accountId, managementId: scope.managementId },
      { brandName, updatedAt: new Date() },
    );
    return result.affected ? this.findOne(scope, brandId) : null;
  }

  /** Deletes the brand and unsets it on its fields; null when it is not in this year of the account. */
  async delete(scope: YearScope, brandId: string): Promise<{ clearedFields: number } | null> {
    return this.dataSource.transaction(async (m) => {
      const brand = await m.findOne(BrandEntity, {
        where: { brandId, accountId: scope.accountId, managementId: scope.managementId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!brand) return null;
      const cleared = await m.update(PaddyFieldEntity, { brandId, accountId: scope.accountId }, { brandId: null, updatedAt: new Date() });
      await m.delete(BrandEntity, { brandId });
      return { clearedFields: cleared.affected ?? 0 };
    });
  }

  /** Checks and applies a reorder in one transaction; nothing changes unless the plan is ok. */
  async reorder(scope: YearScope, requested: RequestedOrder[]): Promise<ReorderPlan> {
    return this.dataSource.transaction(async (m) => {
      await lockYear(m, scope.managementId);
      const stored = await m.find(BrandEntity, { where: { accountId: scope.accountId, managementId: scope.managementId } });
      const plan = planReorder(stored.map((b) => ({ id: b.brandId, sortKey: b.sortKey })), requested);
      if (!plan.ok) return plan;
      const now = new Date();
      for (const u of plan.updates) await m.update(BrandEntity, { brandId: u.id }, { sortKey: u.sortKey, updatedAt: now });
      return plan;
    });
  }

  /**
   * Creates the starting brands of a year once. The seed marker and the brands are written in
   * one transaction, and the marker's primary key makes a second run (a redelivered event, a
   * concurrent replica, the GET endpoint) a no-op. Returns whether brands were created.
   */
  async seedOnce(scope: YearScope, names: readonly string[]): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const inserted = (await m.query(
        `INSERT INTO brand_seeds (management_id, account_id) VALUES ($1, $2)
         ON CONFLICT (management_id) DO NOTHING RETURNING management_id`,
        [scope.managementId, scope.accountId],
      )) as unknown[];
      if (inserted.length === 0) return false;
      await lockYear(m, scope.managementId);
      const first = await nextSortKey(m, scope);
      const now = new Date();
      const rows = names.map((brandName, i) =>
        m.create(BrandEntity, { brandId: randomUUID(), ...scope, brandName, sortKey: first + i, createdAt: now, updatedAt: now }),
      );
      if (rows.length) await m.insert(BrandEntity, rows);
      return true;
    });
  }

  /** Removes everything of an account (account deleted). */
  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(BrandSeedEntity, { accountId });
    await m.delete(BrandEntity, { accountId });
  }

  findByIds(accountId: string, brandIds: string[]): Promise<BrandEntity[]> {
    return brandIds.length ? this.brands.findBy({ accountId, brandId: In(brandIds) }) : Promise.resolve([]);
  }
}
