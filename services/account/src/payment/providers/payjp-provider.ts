import { Logger } from '@nestjs/common';
import { PaymentFailure, type PaymentProvider, type ProviderSubscription, type SubscribeInput } from './payment-provider';
import { payjpFailure } from '../payment-result';

export interface PayjpOptions {
  secretKey: string;
  publicKey: string | null;
  /** e.g. https://api.pay.jp/v1 (no trailing slash needed) */
  apiBase: string;
  planId: string;
  timeoutMs: number;
}

interface PayjpSubscription {
  id: string;
  status: string;
  current_period_end: number;
  plan?: { amount?: number };
}

/**
 * PAY.JP over its HTTP API (form-encoded requests, JSON answers, HTTP Basic auth with the secret
 * key as user name): a customer made from the card token, then a subscription to the yearly plan.
 * Idempotency-Key makes a retried request create nothing twice.
 */
export class PayjpPaymentProvider implements PaymentProvider {
  readonly mode = 'payjp' as const;
  private readonly logger = new Logger(PayjpPaymentProvider.name);
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly o: PayjpOptions) {
    this.base = o.apiBase.replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${o.secretKey}:`).toString('base64')}`;
  }

  get publicKey(): string | null {
    return this.o.publicKey;
  }

  async subscribe(input: SubscribeInput): Promise<ProviderSubscription> {
    const customer = await this.call<{ id: string }>('POST', '/customers', {
      card: input.cardToken, email: input.email, 'metadata[account_id]': input.accountId,
    }, `${input.idempotencyKey}-customer`);
    try {
      const sub = await this.call<PayjpSubscription>('POST', '/subscriptions', {
        customer: customer.id, plan: this.o.planId, 'metadata[account_id]': input.accountId,
      }, `${input.idempotencyKey}-subscription`);
      if (sub.status !== 'active' && sub.status !== 'trial') throw new PaymentFailure('declined', `subscription_${sub.status}`);
      return {
        customerRef: customer.id,
        subscriptionRef: sub.id,
        currentPeriodEnd: new Date(sub.current_period_end * 1000),
        amount: sub.plan?.amount ?? 0,
      };
    } catch (e) {
      // The card holder must not be left as a customer without a contract.
      await this.call('DELETE', `/customers/${encodeURIComponent(customer.id)}`).catch((err: Error) =>
        this.logger.warn({ msg: 'PAY.JP customer left behind', customer: customer.id, error: err.message }),
      );
      throw e;
    }
  }

  async cancel(subscriptionRef: string): Promise<void> {
    await this.call('POST', `/subscriptions/${encodeURIComponent(subscriptionRef)}/cancel`, {});
  }

  private async call<T>(method: 'POST' | 'DELETE', path: string, form?: Record<string, string>, idempotencyKey?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
    } catch (e) {
      this.logger.warn({ msg: 'PAY.JP unreachable', path: path.split('/')[1], error: (e as Error).message });
      throw new PaymentFailure('unavailable', 'network');
    }
    const body = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const failure = payjpFailure(res.status, body);
      this.logger.warn({ msg: 'PAY.JP refused', path: path.split('/')[1], status: res.status, code: failure.providerCode });
      throw failure;
    }
    if (body === null) throw new PaymentFailure('unavailable', 'bad_json');
    return body as T;
  }
}
