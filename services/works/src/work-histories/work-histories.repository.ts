import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { afterWriteCommit, writeTransaction, type YearScope } from '@inasaku/service-kit';
import { LogsRepository, type NewWorkLog } from '../logs/logs.repository';
import { WorkHistoryEntity } from './entities/work-history.entity';
import { HistoriesVersion } from './histories-version';
import { searchGrams } from './work-entry';

export type NewWorkHistory = Pick<
  WorkHistoryEntity,
  | 'workHistoryId' | 'seasonId' | 'itemId' | 'paddyFieldId' | 'workItems' | 'workItemsAuto' | 'imagePaths' | 'workDate' | 'worker'
  | 'searchText' | 'searchGrams' | 'createUserId'
>;
export type WorkHistoryChanges = Pick<
  WorkHistoryEntity, 'workItems' | 'workItemsAuto' | 'imagePaths' | 'workDate' | 'worker' | 'searchText' | 'searchGrams' | 'updateUserId'
>;

/** What the overwrite pattern replaces: the item's histories on these fields, or the item's global ones (null). */
export interface Replacement {
  itemId: string;
  paddyFieldIds: string[] | null;
}

export interface SummaryRow {
  paddy_field_id: string;
  season_id: string;
  item_id: string;
  count: number;
  last_work_date: string | null;
}

const ORDER = { workDate: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC' } as const;

const COLUMNS = `work_history_id, account_id, management_id, season_id, item_id, paddy_field_id, work_items, work_items_auto,
  image_paths, to_char(work_date, 'YYYY-MM-DD') AS work_date, worker, create_user_id, update_user_id, created_at, updated_at`;

interface RawHistory {
  work_history_id: string;
  account_id: string;
  management_id: string;
  season_id: string;
  item_id: string;
  paddy_field_id: string | null;
  work_items: Record<string, string>;
  work_items_auto: Record<string, string>;
  image_paths: string[];
  work_date: string | null;
  worker: string | null;
  create_user_id: string | null;
  update_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

function fromRaw(r: RawHistory): WorkHistoryEntity {
  return Object.assign(new WorkHistoryEntity(), {
    workHistoryId: r.work_history_id, accountId: r.account_id, managementId: r.management_id, seasonId: r.season_id, itemId: r.item_id,
    paddyFieldId: r.paddy_field_id, workItems: r.work_items, workItemsAuto: r.work_items_auto, imagePaths: r.image_paths ?? [],
    workDate: r.work_date, worker: r.worker, searchText: '', searchGrams: [], createUserId: r.create_user_id, updateUserId: r.update_user_id,
    createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at), deletedAt: null,
  });
}

/**
 * Work histories of a year. Every write also writes its work log row in the same transaction.
 * Deleted histories (by the user, the overwrite pattern, a deleted item or field) keep their
 * row with deleted_at set and are never read again.
 */
@Injectable()
export class WorkHistoriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logs: LogsRepository,
    private readonly versions: HistoriesVersion,
  ) {}

  /** Runs a write transaction and, once it is committed, tells the readers that keep answers. */
  private async committing<T>(accountId: string, work: (m: EntityManager) => Promise<T>): Promise<T> {
    // Joins the request's idempotent unit when there is one (service-kit IdempotentWrites): the
    // write and its Idempotency-Key commit together, and readers are told after that commit.
    const result = await writeTransaction(this.dataSource, work);
    await afterWriteCommit(() => this.versions.changed(accountId));
    return result;
  }

  private get rows() {
    return this.dataSource.getRepository(WorkHistoryEntity);
  }

  /** The side panel's read; plain SQL because it is the hottest path of the map screen. */
  async listByField(scope: YearScope, paddyFieldId: string, itemId?: string): Promise<WorkHistoryEntity[]> {
    const params: unknown[] = [scope.accountId, scope.managementId, paddyFieldId];
    if (itemId) params.push(itemId);
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND paddy_field_id = $3 AND deleted_at IS NULL ${itemId ? 'AND item_id = $4' : ''}
        ORDER BY work_date DESC NULLS LAST, created_at DESC`,
      params,
    )) as RawHistory[];
    return rows.map(fromRaw);
  }

  listGlobal(scope: YearScope, itemId?: string): Promise<WorkHistoryEntity[]> {
    return this.rows.find({ where: { ...scope, paddyFieldId: IsNull(), deletedAt: IsNull(), ...(itemId ? { itemId } : {}) }, order: ORDER });
  }

  findActive(scope: YearScope, workHistoryId: string): Promise<WorkHistoryEntity | null> {
    return this.rows.findOneBy({ ...scope, workHistoryId, deletedAt: IsNull() });
  }

  findActiveMany(scope: YearScope, ids: string[]): Promise<WorkHistoryEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.rows.find({ where: { ...scope, workHistoryId: In(ids), deletedAt: IsNull() }, order: { createdAt: 'ASC' } });
  }

  async summaries(scope: YearScope, filter: { paddyFieldId?: string; seasonId?: string; itemId?: string }): Promise<SummaryRow[]> {
    const params: unknown[] = [scope.accountId, scope.managementId];
    const where: string[] = [];
    for (const [column, value] of [['paddy_field_id', filter.paddyFieldId], ['season_id', filter.seasonId], ['item_id', filter.itemId]] as const) {
      if (value) {
        params.push(value);
        where.push(`AND ${column} = $${params.length}`);
      }
    }
    const rows = (await this.dataSource.query(
      `SELECT paddy_field_id, season_id, item_id, count(*)::int AS count, to_char(max(work_date), 'YYYY-MM-DD') AS last_work_date
         FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL AND paddy_field_id IS NOT NULL ${where.join(' ')}
        GROUP BY paddy_field_id, season_id, item_id
        ORDER BY paddy_field_id, item_id`,
      params,
    )) as SummaryRow[];
    return rows;
  }

  /**
   * Histories whose entered values contain `needle` (already NFKC-normalised and lower-cased) or
   * whose item is one of `itemIds` (items matched by their own or their season's name), newest
   * first, `limit` of them from `offset`, with the count of all hits (also for a page past the last hit).
   */
  async search(
    scope: YearScope, needle: string, itemIds: string[], page: { offset: number; limit: number },
  ): Promise<{ rows: WorkHistoryEntity[]; total: number }> {
    const { settings, text, params } = searchQuery(scope, needle, itemIds, page);
    const run = async (m: EntityManager) => {
      for (const setting of settings) await m.query(setting);
      return (await m.query(text, params)) as (RawHistory & { total: string })[];
    };
    // Planner settings are SET LOCAL: they need a transaction of their own and end with it.
    const rows = settings.length ? await this.dataSource.transaction(run) : await run(this.dataSource.manager);
    return { rows: rows.filter((r) => r.work_history_id !== null).map(fromRaw), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** The distinct fields with at least one history of each item. */
  async fieldsByItem(scope: YearScope, itemIds: string[]): Promise<Map<string, string[]>> {
    if (!itemIds.length) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT item_id, array_agg(DISTINCT paddy_field_id) AS field_ids
         FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL AND paddy_field_id IS NOT NULL AND item_id = ANY ($3::uuid[])
        GROUP BY item_id`,
      [scope.accountId, scope.managementId, itemIds],
    )) as { item_id: string; field_ids: string[] }[];
    return new Map(rows.map((r) => [r.item_id, r.field_ids]));
  }

  /**
   * Inserts new histories (replacing the earlier ones first for the overwrite pattern) and the
   * type-1 log, in one transaction.
   */
  async createEntries(
    scope: YearScope,
    rows: NewWorkHistory[],
    replacement: Replacement | null,
    log: (replacedIds: string[]) => NewWorkLog,
  ): Promise<{ replacedIds: string[]; logId: string; created: WorkHistoryEntity[] }> {
    return this.committing(scope.accountId, async (m) => {
      let replacedIds: string[] = [];
      if (replacement) {
        const params: unknown[] = [scope.accountId, scope.managementId, replacement.itemId];
        const byField = replacement.paddyFieldIds ? 'paddy_field_id = ANY ($4::uuid[])' : 'paddy_field_id IS NULL';
        if (replacement.paddyFieldIds) params.push(replacement.paddyFieldIds);
        const replaced = (await m.query(
          `UPDATE work_histories SET deleted_at = now()
            WHERE account_id = $1 AND management_id = $2 AND item_id = $3 AND deleted_at IS NULL AND ${byField}
            RETURNING work_history_id`,
          params,
        )) as [{ work_history_id: string }[], number];
        replacedIds = replaced[0].map((r) => r.work_history_id);
      }
      const now = new Date();
      const created = rows.map((r) =>
        m.create(WorkHistoryEntity, { ...r, ...scope, updateUserId: r.createUserId, createdAt: now, updatedAt: now, deletedAt: null }),
      );
      for (let i = 0; i < created.length; i += 500) await m.insert(WorkHistoryEntity, created.slice(i, i + 500));
      const logId = await this.logs.insert(m, scope, log(replacedIds));
      await this.logs.markGone(m, scope.accountId, replacedIds);
      return { replacedIds, logId, created };
    });
  }

  /** Saves an edit and its type-2 log; null when the history is gone meanwhile. */
  async updateEntry(scope: YearScope, workHistoryId: string, changes: WorkHistoryChanges, log: NewWorkLog): Promise<WorkHistoryEntity | null> {
    return this.committing(scope.accountId, async (m) => {
      const where = { ...scope, workHistoryId, deletedAt: IsNull() };
      const result = await m.update(WorkHistoryEntity, where, { ...changes, updatedAt: new Date() });
      if (!result.affected) return null;
      await this.logs.insert(m, scope, log);
      return m.findOneByOrFail(WorkHistoryEntity, { workHistoryId });
    });
  }

  /** Deletes the histories that still exist among `ids` and writes the type-3 log; returns the ids deleted (none: no log). */
  async deleteEntries(scope: YearScope, ids: string[], log: (deletedIds: string[]) => NewWorkLog): Promise<{ deletedIds: string[]; logId: string | null }> {
    return this.committing(scope.accountId, async (m) => {
      const deleted = (await m.query(
        `UPDATE work_histories SET deleted_at = now()
          WHERE account_id = $1 AND management_id = $2 AND work_history_id = ANY ($3::uuid[]) AND deleted_at IS NULL
          RETURNING work_history_id`,
        [scope.accountId, scope.managementId, ids],
      )) as [{ work_history_id: string }[], number];
      const deletedIds = deleted[0].map((r) => r.work_history_id);
      if (!deletedIds.length) return { deletedIds, logId: null };
      const logId = await this.logs.insert(m, scope, log(deletedIds));
      await this.logs.markGone(m, scope.accountId, deletedIds);
      return { deletedIds, logId };
    });
  }

  /** Hides the histories of deleted items (inside the caller's transaction; the caller's catalog change tells the readers). */
  async hideItems(m: EntityManager, accountId: string, itemIds: string[]): Promise<void> {
    if (!itemIds.length) return;
    const hidden = (await m.query(
      `UPDATE work_histories SET deleted_at = now() WHERE account_id = $1 AND item_id = ANY ($2::uuid[]) AND deleted_at IS NULL
       RETURNING work_history_id`,
      [accountId, itemIds],
    )) as [{ work_history_id: string }[], number];
    await this.logs.markGone(m, accountId, hidden[0].map((r) => r.work_history_id));
  }

  /** Hides the histories of paddy fields deleted in the fields service; returns how many. */
  async hideFields(accountId: string, paddyFieldIds: string[]): Promise<number> {
    if (!paddyFieldIds.length) return 0;
    return this.committing(accountId, async (m) => {
      const hidden = (await m.query(
        `UPDATE work_histories SET deleted_at = now() WHERE account_id = $1 AND paddy_field_id = ANY ($2::uuid[]) AND deleted_at IS NULL
         RETURNING work_history_id`,
        [accountId, paddyFieldIds],
      )) as [{ work_history_id: string }[], number];
      const ids = hidden[0].map((r) => r.work_history_id);
      await this.logs.markGone(m, accountId, ids);
      return ids.length;
    });
  }

  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(WorkHistoryEntity, { accountId });
  }
}

/** The indexed expression of work_histories_grams_idx: a live row's search pieces, NULL for a deleted one. */
const LIVE_GRAMS = '(CASE WHEN deleted_at IS NULL THEN search_grams END)';

/**
 * The work search's SQL (exported so that a test can read its plan): `settings` to run first in
 * the same transaction, then `text`.
 *
 * Value hits are read from the search pieces' GIN index whatever the statistics say. The pieces
 * carry the year's tag, so the index alone narrows to this year's rows that have the needle's
 * pieces; account and year are checked on those rows behind a fence (OFFSET 0: no condition is
 * pushed into the subquery). Written plainly, the planner took the (account, year) B-tree whenever
 * its statistics thought the account small (a table grown since the last ANALYZE, a farm's season
 * entered in one day) and unpacked the pieces of every history of the year: 45 to 75 ms for
 * 20,000 of them, where the index needs about 1 ms. And when one farm fills the table (a farm
 * office's own server) and a needle is common (記録 1), it chose a sequential scan, or a whole
 * partial B-tree, either of which also unpacks every row's pieces: 4 to 5 times the index's time
 * (the cost model does not see that work). Hence no sequential scan for this statement, and the
 * index is of live rows' pieces as an expression (LIVE_GRAMS, migration SearchGramsOfLiveRows):
 * the statement names no deleted_at condition, so the partial B-trees are no path for it.
 * Hits are found and counted on their ids and dates only; just the shown ones are read whole.
 * The answer has one row per shown history with the count of all hits beside it, or a single row
 * of nulls with the count when the page is past the last hit.
 */
export function searchQuery(
  scope: YearScope, needle: string, itemIds: string[], page: { offset: number; limit: number },
): { settings: string[]; text: string; params: unknown[] } {
  const params: unknown[] = [scope.accountId, scope.managementId, `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
  const param = (value: unknown) => `$${params.push(value)}`;
  // A one-character needle has no pieces and is compared on the year's rows (as many as such a
  // short needle mostly hits).
  const grams = searchGrams(scope.managementId, needle);
  const byValue = grams.length
    ? `SELECT work_history_id, work_date, created_at FROM (
         SELECT work_history_id, account_id, management_id, work_date, created_at FROM work_histories
          WHERE ${LIVE_GRAMS} @> ${param(grams)}::text[] AND search_text LIKE $3 OFFSET 0) by_value
        WHERE account_id = $1 AND management_id = $2`
    : `SELECT work_history_id, work_date, created_at FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL AND search_text LIKE $3`;
  // Two plain branches (not one OR) so each reads only its own index and checks only its own condition.
  const byItem = itemIds.length
    ? `UNION SELECT work_history_id, work_date, created_at FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL AND item_id = ANY (${param(itemIds)}::uuid[])`
    : '';
  const text = `WITH hits AS MATERIALIZED (${byValue} ${byItem}),
     shown AS (SELECT work_history_id FROM hits ORDER BY work_date DESC NULLS LAST, created_at DESC, work_history_id
               OFFSET ${param(page.offset)} LIMIT ${param(page.limit)}),
     page AS (SELECT ${COLUMNS} FROM work_histories WHERE work_history_id IN (SELECT work_history_id FROM shown))
     SELECT page.*, counted.total FROM (SELECT count(*) AS total FROM hits) counted LEFT JOIN page ON true
      ORDER BY page.work_date DESC NULLS LAST, page.created_at DESC, page.work_history_id`;
  return { settings: grams.length ? ['SET LOCAL enable_seqscan = off'] : [], text, params };
}
