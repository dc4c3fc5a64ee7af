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

function hydrate<T extends object>(target: T, metadata: EntityMetadata, alias: string, row: Record<string, unknown>): T {
  for (const c of metadata.columns) (target as Record<string, unknown>)[c.propertyName] = row[`${alias}_${c.propertyName}`];
  return target;
}

/**
 * A user and the account they belong to in one round trip: GET /auth/me runs on every page load,
 * and two findOneBy (each with the ORM's query building and entity hydration) cost it more CPU
 * than the database spends on both. The column lists come from the entities' metadata, so a new
 * column is selected without touching this; the driver's own type parsing (timestamps, uuid
 * arrays, doubles) gives what findOneBy gives.
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
    const rows = (await this.dataSource.query(this.sql, [userId])) as Record<string, unknown>[];
    const row = rows[0];
    if (!row) return null;
    return { user: hydrate(new UserEntity(), users, 'u', row), account: hydrate(new AccountEntity(), accounts, 'a', row) };
  }
}
