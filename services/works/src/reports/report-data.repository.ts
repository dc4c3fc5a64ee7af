import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { YearScope } from '../common/year';

export interface RawReportRow {
  work_history_id: string;
  paddy_field_id: string | null;
  item_id: string;
  work_items: Record<string, string>;
  work_items_auto: Record<string, string>;
  image_paths: string[] | null;
  work_date: string | null;
  t: string;
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

  /** Histories with from <= id < to (to null: no upper bound), after `after` when given, in id order. */
  async range(scope: YearScope, from: string, to: string | null, after: string | undefined, limit: number): Promise<RawReportRow[]> {
    const params: unknown[] = [scope.accountId, scope.managementId, limit, after && after > from ? after : from];
    const lower = after && after > from ? '>' : '>=';
    if (to) params.push(to);
    return (await this.dataSource.query(
      `SELECT work_history_id, paddy_field_id, item_id, work_items, work_items_auto, image_paths,
              to_char(work_date, 'YYYY-MM-DD') AS work_date, (extract(epoch from created_at) * 1000)::bigint::text AS t
         FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL
          AND work_history_id ${lower} $4 ${to ? 'AND work_history_id < $5' : ''}
        ORDER BY work_history_id
        LIMIT $3`,
      params,
    )) as RawReportRow[];
  }
}
