import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ReportWorkHistory } from '@inasaku/contracts';
import type { YearScope } from '../common/year';

interface RawRow {
  work_history_id: string;
  paddy_field_id: string | null;
  season_id: string;
  item_id: string;
  work_items: Record<string, string>;
  work_items_auto: Record<string, string>;
  image_paths: string[] | null;
  work_date: string | null;
  created_at: Date;
}

/** Reads a year's histories for the yearly report, keyset-paged by id (stable while rows are added). */
@Injectable()
export class ReportDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(scope: YearScope, after: string | undefined, limit: number): Promise<ReportWorkHistory[]> {
    const params: unknown[] = [scope.accountId, scope.managementId, limit];
    if (after) params.push(after);
    const rows = (await this.dataSource.query(
      `SELECT work_history_id, paddy_field_id, season_id, item_id, work_items, work_items_auto, image_paths,
              to_char(work_date, 'YYYY-MM-DD') AS work_date, created_at
         FROM work_histories
        WHERE account_id = $1 AND management_id = $2 AND deleted_at IS NULL ${after ? 'AND work_history_id > $4' : ''}
        ORDER BY work_history_id
        LIMIT $3`,
      params,
    )) as RawRow[];
    return rows.map((r) => ({
      work_history_id: r.work_history_id,
      paddy_field_id: r.paddy_field_id,
      season_id: r.season_id,
      item_id: r.item_id,
      work_items: r.work_items ?? {},
      work_items_auto: r.work_items_auto ?? {},
      image_paths: r.image_paths ?? [],
      work_date: r.work_date,
      create_datetime: new Date(r.created_at).toISOString(),
    }));
  }
}
