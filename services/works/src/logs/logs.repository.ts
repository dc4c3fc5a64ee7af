import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { WorkLogEntity } from './entities/work-log.entity';
import type { YearScope } from '@inasaku/service-kit';

export type NewWorkLog = Omit<WorkLogEntity, 'logId' | 'seq' | 'accountId' | 'managementId' | 'delFlg' | 'createdAt'>;

export interface LogPage {
  rows: WorkLogEntity[];
  total: number;
}

@Injectable()
export class LogsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes a log row inside the caller's transaction; returns its id. */
  async insert(m: EntityManager, scope: YearScope, log: NewWorkLog): Promise<string> {
    const logId = randomUUID();
    await m.insert(WorkLogEntity, { ...log, logId, accountId: scope.accountId, managementId: scope.managementId, delFlg: '0', createdAt: new Date() });
    return logId;
  }

  /**
   * Sets del_flg '1' on the insert and edit logs that concern any of `historyIds` and whose histories are all
   * gone now, so the dashboard no longer offers to delete them.
   */
  async markGone(m: EntityManager, accountId: string, historyIds: string[]): Promise<void> {
    if (!historyIds.length) return;
    await m.query(
      `UPDATE work_logs l SET del_flg = '1'
        WHERE l.account_id = $1 AND l.del_flg = '0' AND l.type <> 3 AND l.work_history_ids && $2::uuid[]
          AND NOT EXISTS (
            SELECT 1 FROM work_histories h
             WHERE h.work_history_id = ANY (l.work_history_ids) AND h.deleted_at IS NULL)`,
      [accountId, historyIds],
    );
  }

  /**
   * Newest first. With `latestLogId` the page starts after that log (cursor), otherwise at the
   * top; then `skip` rows are skipped (spec 001 §4).
   */
  async page(scope: YearScope, opts: { count: number; skip: number; latestLogId?: string }): Promise<LogPage> {
    const params: unknown[] = [scope.accountId, scope.managementId, opts.count, opts.skip];
    let cursor = '';
    if (opts.latestLogId) {
      params.push(opts.latestLogId);
      // An unknown cursor (another year, a stale id) counts from the top.
      cursor = `AND l.seq < COALESCE((SELECT c.seq FROM work_logs c WHERE c.log_id = $5 AND c.account_id = $1 AND c.management_id = $2), 9223372036854775807)`;
    }
    const rows = (await this.dataSource.query(
      `SELECT l.log_id FROM work_logs l
        WHERE l.account_id = $1 AND l.management_id = $2 ${cursor}
        ORDER BY l.seq DESC LIMIT $3 OFFSET $4`,
      params,
    )) as { log_id: string }[];
    const [{ total }] = (await this.dataSource.query(
      'SELECT count(*)::int AS total FROM work_logs WHERE account_id = $1 AND management_id = $2',
      [scope.accountId, scope.managementId],
    )) as { total: number }[];
    if (!rows.length) return { rows: [], total };
    const entities = await this.dataSource.getRepository(WorkLogEntity).find({
      where: rows.map((r) => ({ logId: r.log_id })),
      order: { seq: 'DESC' },
    });
    return { rows: entities, total };
  }

  find(scope: YearScope, logId: string): Promise<WorkLogEntity | null> {
    return this.dataSource.getRepository(WorkLogEntity).findOneBy({ logId, accountId: scope.accountId, managementId: scope.managementId });
  }

  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(WorkLogEntity, { accountId });
  }
}
