import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { YearScope } from '../common/year';

/** One history already as its compact JSON (ReportWorkHistory), built by PostgreSQL. */
export interface CompactRow {
  work_history_id: string;
  j: string;
}

/** Reads a year's histories for the yearly report: a range of ids, keyset-paged by id within it. */
@Injectable()
export class ReportDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async count(scope: YearScope): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM work_histories WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL`,
      [scope.accountId, scope.managementId],
    )) as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  /**
   * The same rows as compact JSON text made by PostgreSQL, so that the service neither parses the
   * stored JSON nor builds objects: values in the order of `order` (item id -> detail ids); rows of
   * items not in `order` (deleted items) are left out.
   */
  async compactRange(
    scope: YearScope, order: Record<string, string[]>, from: string, to: string | null, after: string | undefined, limit: number,
  ): Promise<CompactRow[]> {
    const params: unknown[] = [scope.accountId, scope.managementId, limit, after && after > from ? after : from, JSON.stringify(order)];
    const lower = after && after > from ? '>' : '>=';
    if (to) params.push(to);
    return (await this.dataSource.query(
      `SELECT h.work_history_id,
              json_build_object(
                'f', h.paddy_field_id, 'i', h.item_id,
                'v', (SELECT coalesce(json_agg(h.work_items -> x.d ORDER BY x.o), '[]'::json)
                        FROM jsonb_array_elements_text($5::jsonb -> h.item_id::text) WITH ORDINALITY AS x(d, o)),
                'a', CASE WHEN h.work_items_auto = '{}'::jsonb THEN '[]'::json ELSE
                       (SELECT coalesce(json_agg(h.work_items_auto -> x.d ORDER BY x.o), '[]'::json)
                          FROM jsonb_array_elements_text($5::jsonb -> h.item_id::text) WITH ORDINALITY AS x(d, o)) END,
                'p', coalesce(to_json(h.image_paths), '[]'::json), 'd', to_char(h.work_date, 'YYYY-MM-DD'),
                't', (extract(epoch from h.created_at) * 1000)::bigint
              )::text AS j
         FROM work_histories h
        WHERE h.account_id = $1 AND h.management_id = $2 AND h.deleted_at IS NULL AND $5::jsonb ? h.item_id::text
          AND h.work_history_id ${lower} $4 ${to ? 'AND h.work_history_id < $6' : ''}
        ORDER BY h.work_history_id
        LIMIT $3`,
      params,
    )) as CompactRow[];
  }
}
