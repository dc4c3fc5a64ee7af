import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SubscriptionStatus = 'active' | 'cancelled';

/** The paid-plan contract of an account at the payment provider (at most one active). */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn('uuid', { name: 'subscription_id' })
  subscriptionId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('text')
  provider: 'sandbox' | 'payjp';

  /** The provider's customer id (PAY.JP cus_...). */
  @Column('text', { name: 'customer_ref' })
  customerRef: string;

  /** The provider's subscription id (PAY.JP sub_...). */
  @Column('text', { name: 'subscription_ref' })
  subscriptionRef: string;

  @Column('text')
  status: SubscriptionStatus;

  /** yen a year including tax */
  @Column('integer')
  amount: number;

  @Column('timestamptz', { name: 'current_period_end' })
  currentPeriodEnd: Date;

  @Column('uuid', { name: 'created_by' })
  createdBy: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;
}
