import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EVENTS, accountDeletedMsgId, type AccountDeletedEvent } from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';
import { AccountEntity } from '../accounts/entities/account.entity';

export interface DeletionResult {
  accountId: string;
  deletedRows: number;
}

const SCHEMA = 'account';

/**
 * Removes every row of an account from this service's schema in one transaction, keeps the
 * reason anonymously and writes `account.account.deleted` to the outbox.
 */
@Injectable()
export class AccountDeletionRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  async deleteAccount(accountId: string, comment: string, planType: number): Promise<DeletionResult | null> {
    return this.dataSource.transaction(async (m) => {
      const account = await m
        .getRepository(AccountEntity)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.account_id = :accountId', { accountId })
        .getOne();
      if (!account) return null;
      const users = (await m.query('SELECT user_id, email FROM users WHERE account_id = $1', [accountId])) as { user_id: string; email: string }[];
      const managements = (await m.query('SELECT management_id FROM managements WHERE account_id = $1', [accountId])) as { management_id: string }[];
      const userIds = users.map((u) => u.user_id);
      const emails = users.map((u) => u.email);

      let deleted = 0;
      // Rows that name the account's people without its id: codes by address, logs before the account existed.
      deleted += await count(m, 'DELETE FROM verification_codes WHERE email = ANY($1::text[])', [emails]);
      deleted += await count(m, 'DELETE FROM login_logs WHERE user_id = ANY($1::uuid[]) OR addr = ANY($2::text[])', [userIds, emails]);
      // Events already published that carry the account (the deleted event itself stays until relayed).
      deleted += await count(m, `DELETE FROM event_outbox WHERE published_at IS NOT NULL AND data->>'account_id' = $1`, [accountId]);
      // Every table with an account_id column, found at run time so a table added later is never forgotten.
      for (const table of await accountTables(m)) {
        if (table === 'accounts') continue;
        deleted += await count(m, `DELETE FROM "${SCHEMA}"."${table}" WHERE account_id = $1`, [accountId]);
      }
      deleted += await count(m, `DELETE FROM accounts WHERE account_id = $1`, [accountId]);

      await m.query(
        `INSERT INTO account_closures (closure_id, comment, plan_type, user_count, account_age_days) VALUES ($1, $2, $3, $4, $5)`,
        [randomUUID(), comment, planType, users.length, Math.floor((Date.now() - account.createdAt.getTime()) / 86_400_000)],
      );
      const event: AccountDeletedEvent = {
        account_id: accountId,
        deleted_at: new Date().toISOString(),
        // The blob store keys images by management year: the gateway needs them once the rows are gone.
        management_ids: managements.map((r) => r.management_id),
      };
      await this.outbox.add(m, EVENTS.accountDeleted, event, accountDeletedMsgId(accountId));
      return { accountId, deletedRows: deleted };
    });
  }
}

async function accountTables(m: EntityManager): Promise<string[]> {
  const rows = (await m.query(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND c.column_name = 'account_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
    [SCHEMA],
  )) as { table_name: string }[];
  return rows.map((r) => r.table_name);
}

async function count(m: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = (await m.query(sql, params)) as [unknown[], number] | unknown[];
  // pg DELETE through TypeORM answers [rows, affected].
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
