import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatTokyo, isRootUser, PLAN_TYPES, toTokyoIso } from '@inasaku/domain';
import {
  PAID_PLAN_PRICE, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES, PAYMENT_RESULTS, SANDBOX_TOKENS,
  type CancelPaymentResponse, type PaymentResponse, type PaymentStatusResponse, type RequestContext, type SubscribeRequest,
} from '@inasaku/contracts';
import { RpcErrors, rpcError } from '@inasaku/service-kit';
import { AccountsService } from '../accounts/accounts.service';
import { effectivePlanType } from '../accounts/plan-state';
import { UsersRepository } from '../users/users.repository';
import { MAILER, type Mailer } from '../mail/mailer';
import { paymentConfirmationMail } from '../mail/account-mails';
import { PaymentRepository } from './payment.repository';
import { failureAnswer, paymentPageState } from './payment-result';
import { PAYMENT_PROVIDER, PaymentFailure, type PaymentProvider } from './providers/payment-provider';

/**
 * The paid plan (spec 001 Paid plan, §4, §8): one yearly contract per account, applied for by the
 * root user only, through the configured provider (sandbox by default, PAY.JP with its keys).
 */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger(PaymentService.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** POST /api/payment/login */
  async status(context: RequestContext): Promise<PaymentStatusResponse> {
    const account = await this.accounts.load(context);
    const planType = effectivePlanType(account, new Date());
    const isRoot = context.isRootUser && context.userId !== null && isRootUser(account.rootUsers, context.userId);
    const active = await this.payments.findActive(account.accountId);
    const latest = active ?? null;
    return {
      ...paymentPageState({ planType, isRoot }),
      mode: this.provider.mode,
      public_key: this.provider.publicKey,
      sandbox_tokens: this.provider.mode === 'sandbox' ? Object.values(SANDBOX_TOKENS) : null,
      plan_type: planType,
      is_root_user: isRoot,
      price: {
        yearly_yen: PAID_PLAN_PRICE.yearlyYen,
        yearly_yen_excluding_tax: PAID_PLAN_PRICE.yearlyYenExcludingTax,
        monthly_yen_approx: PAID_PLAN_PRICE.monthlyYenApprox,
      },
      subscription: latest ? { status: latest.status, current_period_end: toTokyoIso(latest.currentPeriodEnd) } : null,
    };
  }

  /** POST /api/payment */
  async subscribe(context: RequestContext, input: SubscribeRequest): Promise<PaymentResponse> {
    const account = await this.accounts.requireRoot(context, PAYMENT_MESSAGES.notRoot, PAYMENT_ERROR_CODES.notRoot);
    const root = context.userId ? await this.users.findById(context.userId) : null;
    if (!root) return RpcErrors.unauthorized();
    let outcome;
    try {
      outcome = await this.payments.subscribeOnce(
        account.accountId,
        root.userId,
        this.provider.mode,
        (current, active) => active !== null || effectivePlanType(current, new Date()) === PLAN_TYPES.standard,
        () => this.provider.subscribe({ cardToken: input.card_token, email: root.email, accountId: account.accountId, idempotencyKey: randomUUID() }),
      );
    } catch (e) {
      if (e instanceof PaymentFailure) {
        this.logger.warn({ msg: 'paid plan application failed', accountId: account.accountId, kind: e.kind, code: e.providerCode });
        const answer = failureAnswer(e.kind);
        return rpcError(answer.statusCode, answer.code, answer.message);
      }
      throw e;
    }
    const paidUntil = toTokyoIso(outcome.account.payingEndDatetime);
    if (outcome.already) {
      return { status: 201, result: PAYMENT_RESULTS.already, message: PAYMENT_MESSAGES.alreadyApplied, plan_type: PLAN_TYPES.standard, paying_end_datetime: paidUntil };
    }
    this.logger.log({ msg: 'paid plan started', accountId: account.accountId, provider: this.provider.mode });
    try {
      await this.mailer.send(paymentConfirmationMail({
        to: root.email, yearlyYen: outcome.subscription.amount || PAID_PLAN_PRICE.yearlyYen,
        periodEnd: formatTokyo(outcome.subscription.currentPeriodEnd.getTime() - 1, 'YYYY年M月D日'), testMode: this.provider.mode === 'sandbox',
      }));
    } catch (e) {
      this.logger.error({ msg: 'payment confirmation mail failed', accountId: account.accountId, error: (e as Error).message });
    }
    return { status: 200, result: PAYMENT_RESULTS.success, message: PAYMENT_MESSAGES.success, plan_type: PLAN_TYPES.standard, paying_end_datetime: paidUntil };
  }

  /** DELETE /api/payment */
  async cancel(context: RequestContext): Promise<CancelPaymentResponse> {
    const account = await this.accounts.requireRoot(context, PAYMENT_MESSAGES.notRoot, PAYMENT_ERROR_CODES.notRoot);
    const active = await this.payments.findActive(account.accountId);
    if (!active) return RpcErrors.notFound(PAYMENT_MESSAGES.noSubscription);
    try {
      await this.provider.cancel(active.subscriptionRef);
    } catch (e) {
      if (e instanceof PaymentFailure) {
        const answer = failureAnswer('unavailable');
        return rpcError(answer.statusCode, answer.code, answer.message);
      }
      throw e;
    }
    await this.payments.markCancelled(active.subscriptionId, account.accountId);
    return { result: PAYMENT_RESULTS.success, message: PAYMENT_MESSAGES.cancelled, paying_end_datetime: toTokyoIso(active.currentPeriodEnd) };
  }
}
