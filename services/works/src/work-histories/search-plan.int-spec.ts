import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { WORKS_SUBJECTS, type Item, type SearchWorkHistoriesResponse } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness, type TestAccount } from '@inasaku/testing';
import { fieldItem, startWorksService, values } from '../test/harness';
import { searchGrams, searchNeedle } from './work-entry';
import { searchQuery } from './work-histories.repository';

const W = WORKS_SUBJECTS;
const WORKERS = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村'];
const PRODUCTS = ['スミチオン乳剤', 'ブラシン粒剤', 'トリフミン水和剤', 'ダントツ粒剤', 'オリゼメート粒剤', 'アドマイヤー箱粒剤'];

/**
 * The work search on a year of a few thousand histories ("a search never asked
 * before"): its value hits come from the search pieces' GIN index whatever PostgreSQL's statistics
 * say, and it finds exactly the histories a plain substring comparison finds, page by page.
 */
describe('work search on a large year', () => {
  let db: DataSource;
  let item: Item;
  let fieldIds: string[];

  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);
  beforeAll(async () => {
    db = h.app.get(DataSource);
  });
  beforeEach(async () => {
    ({ item } = await fieldItem(h, farm, '1'));
    fieldIds = Array.from({ length: 50 }, (_, i) => h.fields.add(farm.accountId, farm.managementId, { name: `圃場${i + 1}`, area: '10' }));
  });

  /** Stores histories the way the service does (search text and pieces from work-entry), in one statement. */
  async function insert(account: TestAccount, managementId: string, count: number, from: number, deleted = false): Promise<void> {
    const rows = Array.from({ length: count }, (_, k) => {
      const i = from + k;
      const byName = {
        実施日: `2025-${String(4 + (i % 6)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        作業者: WORKERS[i % WORKERS.length], 肥料名: PRODUCTS[i % PRODUCTS.length], メモ: `記録 ${i % 250}: 天候晴れ、風弱し`,
      };
      const text = searchNeedle(Object.values(byName).join('\n'));
      return {
        id: randomUUID(), field: fieldIds[i % fieldIds.length], items: values(item, byName), date: byName.実施日, worker: byName.作業者,
        text, grams: searchGrams(managementId, text), at: new Date(Date.UTC(2025, 3, 1) + i * 60_000).toISOString(),
      };
    });
    await h.sql(
      `INSERT INTO works.work_histories (work_history_id, account_id, management_id, season_id, item_id, paddy_field_id, work_items,
         work_date, worker, search_text, search_grams, created_at, deleted_at)
       SELECT r.id, $1, $2, $3, $4, r.field, r.items, r.date, r.worker, r.text, ARRAY(SELECT jsonb_array_elements_text(r.grams)), r.at,
              CASE WHEN $6 THEN now() END
         FROM jsonb_to_recordset($5::jsonb) AS r(id uuid, field uuid, items jsonb, date date, worker text, text text, grams jsonb, at timestamptz)`,
      [account.accountId, managementId, item.season_id, item.item_id, JSON.stringify(rows), deleted],
    );
  }

  /** What a plain substring comparison finds: the year's histories containing the needle, newest first. */
  async function expected(needle: string): Promise<string[]> {
    const rows = await h.sql<{ id: string }>(
      `SELECT work_history_id AS id FROM works.work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL AND strpos(search_text, $3) > 0
        ORDER BY work_date DESC NULLS LAST, created_at DESC, work_history_id`,
      [farm.accountId, farm.managementId, searchNeedle(needle)],
    );
    return rows.map((r) => r.id);
  }

  /** Index names and scan kinds in the plan PostgreSQL picks for the search's SQL right now. */
  async function planOf(needle: string): Promise<{ indexes: string[]; seqScans: number }> {
    const { settings, text, params } = searchQuery(farm, searchNeedle(needle), [], { offset: 0, limit: 30 });
    const [{ 'QUERY PLAN': [plan] }] = (await db.transaction(async (m) => {
      for (const setting of settings) await m.query(setting);
      return m.query(`EXPLAIN (FORMAT JSON) ${text}`, params);
    })) as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
    const nodes: PlanNode[] = [];
    const walk = (n: PlanNode) => {
      nodes.push(n);
      for (const child of n.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
    return { indexes: nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])), seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan').length };
  }


  it('reads value hits through the search pieces\' index even when the statistics think the year small', async () => {
    // Statistics taken while another farm filled the table and this year had one history
    // (a farm that entered its season in one day since the last ANALYZE)...
    const neighbour = newAccount();
    await insert(neighbour, randomUUID(), 2000, 0);
    await insert(farm, farm.managementId, 1, 0);
    await h.sql('ANALYZE works.work_histories');
    // ...and then this year grew to thousands.
    await insert(farm, farm.managementId, 3000, 1);
    for (const needle of ['山田', '記録 7:', 'ブラシ', '2025-05-03']) {
      const plan = await planOf(needle);
      expect({ needle, ...plan }).toEqual({ needle, indexes: expect.arrayContaining(['work_histories_grams_idx']), seqScans: 0 });
      // Not the year's B-tree, which would unpack the pieces of every history of the year.
      expect(plan.indexes).not.toContain('work_histories_item_idx');
      expect(plan.indexes).not.toContain('work_histories_field_idx');
    }
  });

  it('reads them through the index when one farm fills the table and the needle is common', async () => {
    // A farm office's own server: this year is nearly the whole table, with statistics.
    await insert(farm, farm.managementId, 3000, 0);
    await h.sql('ANALYZE works.work_histories');
    // 記録 1 is in 記録 1, 10-19 and 100-199 (a third of the year); 記録 in every history.
    for (const needle of ['記録 1', '記録', '山田']) {
      const plan = await planOf(needle);
      expect({ needle, ...plan }).toEqual({ needle, indexes: expect.arrayContaining(['work_histories_grams_idx']), seqScans: 0 });
    }
  });

  it('finds exactly what a substring comparison finds, page by page, whatever the index narrows', async () => {
    await insert(farm, farm.managementId, 2000, 0);
    // Not shown: deleted histories, another year of the same farm, and another farm whose year
    // id starts like this one's (the year tag of the pieces is only its first 8 characters).
    await insert(farm, farm.managementId, 200, 0, true);
    await insert(farm, randomUUID(), 200, 0);
    const lookalike = { ...newAccount(), managementId: `${farm.managementId.slice(0, 8)}${randomUUID().slice(8)}` };
    await insert(lookalike, lookalike.managementId, 200, 0);

    for (const q of ['山田', '記録 7:', '記録 1', 'ﾌﾞﾗｼ', '2025-05-03', '2025-09-28', '藤', 'チオン乳', '7:', 'コシヒカリ']) {
      const all = await expected(q);
      for (const offset of [...new Set([0, 30, 60, Math.max(0, all.length - 5), all.length + 10])]) {
        const page = await h.client.call<SearchWorkHistoriesResponse>(W.workHistories.search, { q, offset }, farm.context());
        const shown = page.listPaddy.flatMap((g) => g.workHistories.map((w) => w.work_history_id));
        expect({ q, offset, total: page.total_count, shown: shown.sort() }).toEqual({ q, offset, total: all.length, shown: all.slice(offset, offset + 30).sort() });
        expect(page.next_offset).toBe(offset + 30 < all.length ? offset + 30 : null);
      }
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
