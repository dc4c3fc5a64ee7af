import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type Repository } from 'typeorm';
import { DEFAULT_USER_COLOR, EVENTS, userDeletedMsgId, type UserDeletedEvent } from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';
import type { PageWindow } from '../common/paging';
import { UserEntity } from './entities/user.entity';
import { UserWithAccountQuery, type UserWithAccount } from './user-with-account.repository';

export interface NewUser {
  email: string;
  displayName: string;
  passwordHash: string;
  accountId?: string | null;
  confirmed?: boolean;
  mustChangePassword?: boolean;
  color?: string;
}

export type PasswordChange = Partial<Pick<UserEntity, 'confirmed' | 'mustChangePassword'>>;

@Injectable()
export class UsersRepository {
  private readonly withAccount: UserWithAccountQuery;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {
    this.withAccount = new UserWithAccountQuery(dataSource);
  }

  /** The user and their account, or null when either is missing (one query). */
  findWithAccount(userId: string): Promise<UserWithAccount | null> {
    return this.withAccount.find(userId);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  findById(userId: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ userId });
  }

  /** Null when the e-mail is already taken (unique index), e.g. by a concurrent sign-up. */
  async create(data: NewUser): Promise<UserEntity | null> {
    const user = this.users.create({
      userId: randomUUID(),
      accountId: data.accountId ?? null,
      email: data.email.toLowerCase(),
      displayName: data.displayName,
      color: data.color ?? DEFAULT_USER_COLOR,
      passwordHash: data.passwordHash,
      confirmed: data.confirmed ?? false,
      mustChangePassword: data.mustChangePassword ?? false,
    });
    try {
      // In a transaction of its own (a savepoint inside an idempotent write): a refused insert leaves the caller's transaction usable.
      await this.dataSource.transaction((m) => m.insert(UserEntity, user));
      return (await this.findById(user.userId)) ?? user;
    } catch (e) {
      if (e instanceof QueryFailedError && (e.driverError as { code?: string }).code === '23505') return null;
      throw e;
    }
  }

  async setPassword(userId: string, passwordHash: string, change: PasswordChange = {}): Promise<void> {
    await this.users.update({ userId }, { passwordHash, ...change, updatedAt: new Date() });
  }

  async markConfirmed(userId: string): Promise<void> {
    await this.users.update({ userId }, { confirmed: true, updatedAt: new Date() });
  }

  /** The account's users, oldest first (the root user first), one page of them. */
  async page(accountId: string, window: PageWindow): Promise<UserEntity[]> {
    const qb = this.users.createQueryBuilder('u').where('u.account_id = :accountId', { accountId });
    // A cursor that vanished (user deleted meanwhile) counts from the top. The cursor's time is
    // compared in SQL: a JavaScript Date would drop its microseconds.
    if (window.cursor && (await this.users.existsBy({ userId: window.cursor, accountId }))) {
      qb.andWhere('(u.created_at, u.user_id) > (SELECT c.created_at, c.user_id FROM users c WHERE c.user_id = :cursor)', {
        cursor: window.cursor,
      });
    }
    return qb.orderBy('u.created_at', 'ASC').addOrderBy('u.user_id', 'ASC').offset(window.offset).limit(window.limit).getMany();
  }

  countInAccount(accountId: string): Promise<number> {
    return this.users.countBy({ accountId });
  }

  /** A user of the account by user_id or by login name (e-mail); null for anyone else. */
  findInAccount(accountId: string, username: string): Promise<UserEntity | null> {
    const id = username.trim();
    if (UUID.test(id)) return this.users.findOneBy({ userId: id.toLowerCase(), accountId });
    return this.users.findOneBy({ email: id.toLowerCase(), accountId });
  }

  /** 'taken' when the new e-mail belongs to someone else (unique index). */
  async updateProfile(userId: string, changes: ProfileChange): Promise<'updated' | 'taken'> {
    try {
      // A savepoint inside an idempotent write, as in create: a taken e-mail leaves the caller's transaction usable.
      await this.dataSource.transaction((m) => m.update(UserEntity, { userId }, { ...changes, ...(changes.email ? { email: changes.email.toLowerCase() } : {}), updatedAt: new Date() }));
      return 'updated';
    } catch (e) {
      if (e instanceof QueryFailedError && (e.driverError as { code?: string }).code === '23505') return 'taken';
      throw e;
    }
  }

  /** Deletes the user; sessions and read marks go with it (foreign keys). */
  /** Removes a user who never signed in (a temporary-password mail that could not be sent). */
  async delete(userId: string): Promise<void> {
    await this.users.delete({ userId });
  }

  /** Removes a user of an account and writes `account.user.deleted` (ending the user's sessions), in one transaction. */
  async deleteFromAccount(accountId: string, userId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.delete(UserEntity, { userId, accountId });
      const event: UserDeletedEvent = { account_id: accountId, user_id: userId, deleted_at: new Date().toISOString() };
      await this.outbox.add(m, EVENTS.userDeleted, event, userDeletedMsgId(userId));
    });
    await this.outbox.flushQuietly();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProfileChange = Partial<Pick<UserEntity, 'displayName' | 'email' | 'color'>>;
