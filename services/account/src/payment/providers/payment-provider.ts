import type { PaymentMode } from '@inasaku/contracts';

/** What the account service needs of a card-payment provider: a yearly subscription. */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The browser-side key (PAY.JP pk_...), null for the sandbox. */
  readonly publicKey: string | null;
  /**
   * Creates the customer from the card token and subscribes it to the yearly plan.
   * Throws PaymentFailure. `idempotencyKey` makes a retried request charge once.
   */
  subscribe(input: SubscribeInput): Promise<ProviderSubscription>;
  /** Stops the renewal; throws PaymentFailure('unavailable') when the provider fails. */
  cancel(subscriptionRef: string): Promise<void>;
}

export interface SubscribeInput {
  cardToken: string;
  email: string;
  accountId: string;
  idempotencyKey: string;
}

export interface ProviderSubscription {
  customerRef: string;
  subscriptionRef: string;
  /** end of the paid year */
  currentPeriodEnd: Date;
  /** yen including tax */
  amount: number;
}

/**
 * - card_read: the token is unknown, used or failed 3-D Secure (ask for the card again);
 * - declined: the card company refused;
 * - unavailable: the provider is unreachable, misconfigured or failing.
 */
export type PaymentFailureKind = 'card_read' | 'declined' | 'unavailable';

export class PaymentFailure extends Error {
  constructor(readonly kind: PaymentFailureKind, readonly providerCode?: string) {
    super(`payment failed: ${kind}${providerCode ? ` (${providerCode})` : ''}`);
  }
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
