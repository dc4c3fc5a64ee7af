import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { PLAN_TYPES } from '@inasaku/domain';
import { AccountEntity } from '../accounts/entities/account.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import type { ProviderSubscription } from './providers/payment-provider';

export type SubscribeOutcome =
  | { already: true; account: AccountEntity }
  | { already: false; account: AccountEntity; subscription: SubscriptionEntity };

@Injectable()
export class PaymentRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
  ) {}

  findActive(accountId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ accountId, status: 'active' });
  }

  /**
   * One application at a time per account: under a transaction-scoped advisory lock, asks
   * `contracted` whether the account already has a contract; if not, runs `create` (the
   * provider call) and stores the subscription and the standard plan. A concurrent second
   * application waits for the first and then finds the contract.
   */
  async subscribeOnce(
    accountId: string,
    userId: string,
    provider: SubscriptionEntity['provider'],
    contracted: (account: AccountEntity, active: SubscriptionEntity | null) => boolean,
    create: () => Promise<ProviderSubscription>,
  ): Promise<SubscribeOutcome> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`account.payment:${accountId}`]);
      const account = await m.findOneByOrFail(AccountEntity, { accountId });
      const active = await m.findOneBy(SubscriptionEntity, { accountId, status: 'active' });
      if (contracted(account, active)) return { already: true, account };
      const made = await create();
      const subscription = m.create(SubscriptionEntity, {
        subscriptionId: randomUUID(), accountId, provider, customerRef: made.customerRef, subscriptionRef: made.subscriptionRef,
        status: 'active', amount: made.amount, currentPeriodEnd: made.currentPeriodEnd, createdBy: userId, createdAt: new Date(),
        cancelledAt: null,
      });
      await m.insert(SubscriptionEntity, subscription);
      await m.update(AccountEntity, { accountId }, {
        planType: PLAN_TYPES.standard, payingEndDatetime: made.currentPeriodEnd, planCancelled: false,
      });
      return { already: false, account: await m.findOneByOrFail(AccountEntity, { accountId }), subscription };
    });
  }

  /** The renewal stops; the plan stays standard until the paid year ends. */
  async markCancelled(subscriptionId: string, accountId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.update(SubscriptionEntity, { subscriptionId }, { status: 'cancelled', cancelledAt: new Date() });
      await m.update(AccountEntity, { accountId }, { planCancelled: true });
    });
  }
}
