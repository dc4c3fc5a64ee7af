import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  EVENTS, accountAreaPositionSetMsgId, type AccountAreaPositionSetEvent, type AccountCreatedEvent,
} from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';
import { tokyoYearOf } from '@inasaku/domain';
import { UserEntity } from '../users/entities/user.entity';
import { AccountEntity } from './entities/account.entity';
import { ManagementEntity } from './entities/management.entity';

export interface FirstAccountInput {
  userId: string;
  displayName: string;
  planType: number;
  payingEndDatetime: Date;
  managementStart: Date;
}

export interface FirstAccountResult {
  account: AccountEntity;
  user: UserEntity;
  created: boolean;
}

export function accountCreatedMsgId(accountId: string): string {
  return `account.created:${accountId}`;
}

@Injectable()
export class AccountsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly outbox: EventOutbox,
  ) {}

  findById(accountId: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ accountId });
  }

  /**
   * Stores the home position and its area name and writes `account.area-position.set` (the
   * weather service files the account under the position's grid cell), in one transaction;
   * false when the account does not exist.
   */
  async updateAreaPos(accountId: string, latitude: number, longitude: number, areaName: string | null): Promise<boolean> {
    const updated = await this.dataSource.transaction(async (m) => {
      const result = await m.update(AccountEntity, { accountId }, { areaLat: latitude, areaLng: longitude, areaName });
      if ((result.affected ?? 0) === 0) return false;
      const setAt = new Date();
      const event: AccountAreaPositionSetEvent = { account_id: accountId, latitude, longitude, set_at: setAt.toISOString() };
      await this.outbox.add(m, EVENTS.accountAreaPositionSet, event, accountAreaPositionSetMsgId(accountId, setAt));
      return true;
    });
    if (updated) await this.outbox.flushQuietly();
    return updated;
  }

  findUser(userId: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ userId });
  }

  /**
   * Creates the account of a user's first sign-in: the account, its first management year,
   * the user's link to it and the account-created event, in one transaction. The user row is
   * locked first, so a retried or concurrent sign-in waits and then finds the account made.
   */
  async createForFirstSignIn(input: FirstAccountInput): Promise<FirstAccountResult> {
    return this.dataSource.transaction(async (m) => {
      const user = await m
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.user_id = :id', { id: input.userId })
        .getOne();
      if (!user) throw new Error(`user ${input.userId} not found`);
      if (user.accountId) {
        const account = await m.findOneByOrFail(AccountEntity, { accountId: user.accountId });
        return { account, user, created: false };
      }

      const now = new Date();
      const account = m.create(AccountEntity, {
        accountId: randomUUID(),
        rootUsers: [user.userId],
        planType: input.planType,
        admin: false,
        waterManagement: false,
        payingEndDatetime: input.payingEndDatetime,
        planCancelled: false,
        areaName: null,
        areaLat: null,
        areaLng: null,
        createdAt: now,
      });
      await m.insert(AccountEntity, account);
      const management = m.create(ManagementEntity, {
        managementId: randomUUID(),
        accountId: account.accountId,
        startDatetime: input.managementStart,
        year: tokyoYearOf(input.managementStart),
        createdAt: now,
      });
      await m.insert(ManagementEntity, management);
      const displayName = user.displayName || input.displayName;
      await m.update(UserEntity, { userId: user.userId }, { accountId: account.accountId, displayName, updatedAt: now });

      const event: AccountCreatedEvent = {
        account_id: account.accountId,
        root_user_id: user.userId,
        management_id: management.managementId,
        created_at: now.toISOString(),
      };
      await this.outbox.add(m, EVENTS.accountCreated, event, accountCreatedMsgId(account.accountId));
      return { account, user: { ...user, accountId: account.accountId, displayName }, created: true };
    });
  }
}
