import { randomUUID } from 'node:crypto';
import { PAID_PLAN_PRICE, SANDBOX_TOKENS } from '@inasaku/contracts';
import { PaymentFailure, type PaymentProvider, type ProviderSubscription, type SubscribeInput } from './payment-provider';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The keyless default (テストモード): no money moves. The page offers the test tokens of
 * SANDBOX_TOKENS; success subscribes for a year, declined is refused by the "card company",
 * 3ds_failed and any other token cannot be read.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly mode = 'sandbox' as const;
  readonly publicKey = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async subscribe(input: SubscribeInput): Promise<ProviderSubscription> {
    switch (input.cardToken) {
      case SANDBOX_TOKENS.success:
        return {
          customerRef: `cus_sandbox_${randomUUID()}`,
          subscriptionRef: `sub_sandbox_${randomUUID()}`,
          currentPeriodEnd: new Date(this.now().getTime() + YEAR_MS),
          amount: PAID_PLAN_PRICE.yearlyYen,
        };
      case SANDBOX_TOKENS.declined:
        throw new PaymentFailure('declined', 'card_declined');
      case SANDBOX_TOKENS.threeDSecureFailed:
        throw new PaymentFailure('card_read', 'three_d_secure_failed');
      default:
        throw new PaymentFailure('card_read', 'invalid_id');
    }
  }

  async cancel(): Promise<void> {
    // Nothing renews in the sandbox.
  }
}
