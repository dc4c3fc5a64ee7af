import type { DataSource, EntityMetadata } from 'typeorm';
import { AccountEntity } from '../accounts/entities/account.entity';
import { UserEntity } from './entities/user.entity';

export interface UserWithAccount {
  user: UserEntity;
  account: AccountEntity;
}

/** Every mapped column of `metadata`, selected from `alias` under `<alias>_<property>`. */
function columnsOf(metadata: EntityMetadata, alias: string): string {
  return metadata.columns.map((c) => `${alias}."${c.databaseName}" AS "${alias}_${c.propertyName}"`).join(', ');
}

function tableOf(metadata: EntityMetadata): string {
  return metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
}

/** Fills `target`'s mapped columns from `row` (the query's values in column order) from index `from` on. */
function hydrate<T extends object>(target: T, metadata: EntityMetadata, row: unknown[], from: number): T {
  metadata.columns.forEach((c, i) => {
    (target as Record<string, unknown>)[c.propertyName] = row[from + i];
  });
  return target;
}

/** The part of pg's Pool this uses (TypeORM's postgres driver keeps it as `master`). */
interface PgPool {
  query(query: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/**
 * A user and the account they belong to in one round trip: GET /auth/me runs on every page load,
 * and two findOneBy (each with the ORM's query building and entity hydration) cost it more CPU
 * than the database spends on both. The column lists come from the entities' metadata, so a new
 * column is selected without touching this; the driver's own type parsing (timestamps, uuid
 * arrays, doubles) gives what findOneBy gives. Asked of the connection pool directly as a named
 * statement (as fields' brands list): TypeORM's query() makes, connects and releases a query
 * runner around every statement, and PostgreSQL parsed and planned the join on every call. The
 * row comes as an array (no object per row with 40 keys made and then read back by name).
 */
export class UserWithAccountQuery {
  private sql: string | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<UserWithAccount | null> {
    const users = this.dataSource.getMetadata(UserEntity);
    const accounts = this.dataSource.getMetadata(AccountEntity);
    this.sql ??=
      `SELECT ${columnsOf(users, 'u')}, ${columnsOf(accounts, 'a')} FROM ${tableOf(users)} u ` +
      `JOIN ${tableOf(accounts)} a ON a."account_id" = u."account_id" WHERE u."user_id" = $1`;
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    const row = pool
      ? (await pool.query({ name: 'account.users.with-account', text: this.sql, values: [userId], rowMode: 'array' })).rows[0]
      : ((await this.dataSource.query(this.sql, [userId])) as Record<string, unknown>[]).map((r) => Object.values(r))[0];
    if (!row) return null;
    return { user: hydrate(new UserEntity(), users, row, 0), account: hydrate(new AccountEntity(), accounts, row, users.columns.length) };
  }
}
