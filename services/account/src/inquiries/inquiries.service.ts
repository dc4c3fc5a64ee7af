import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CreateInquiryRequest, type CreateInquiryResponse, type RequestContext } from '@inasaku/contracts';
import { RateLimiter, RpcErrors } from '@inasaku/service-kit';
import { toTokyoIso } from '@inasaku/domain';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { AccountsService } from '../accounts/accounts.service';
import { effectivePlanType } from '../accounts/plan-state';
import { UsersRepository } from '../users/users.repository';
import { MAILER, type Mailer } from '../mail/mailer';
import { inquiryMail } from '../mail/account-mails';
import { InquiriesRepository } from './inquiries.repository';

/**
 * Inquiries: stored first (nothing is lost if the mail fails; mailed_at stays null for the
 * operator to find), then mailed to SUPPORT_EMAIL. Open in every plan state.
 */
@Injectable()
export class InquiriesService {
  private readonly logger = new Logger(InquiriesService.name);

  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
    private readonly limiter: RateLimiter,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  async create(context: RequestContext, input: CreateInquiryRequest): Promise<CreateInquiryResponse> {
    const account = await this.accounts.load(context);
    const user = context.userId ? await this.users.findById(context.userId) : null;
    if (!user || user.accountId !== account.accountId) return RpcErrors.unauthorized();
    const rule = { limit: this.env.INQUIRY_MAX, windowSeconds: this.env.INQUIRY_WINDOW_SECONDS };
    if (!(await this.limiter.consume(`inquiry:${user.userId}`, rule))) RpcErrors.limitExceeded();

    const row = await this.inquiries.create({
      accountId: account.accountId, userId: user.userId, email: user.email, displayName: user.displayName, comment: input.comment,
    });
    try {
      await this.mailer.send(inquiryMail({
        to: this.env.SUPPORT_EMAIL, inquiryId: row.inquiryId, accountId: account.accountId, userId: user.userId, email: user.email,
        displayName: user.displayName, planType: effectivePlanType(account, new Date()), comment: input.comment,
        sentAt: toTokyoIso(row.createdAt),
      }));
      await this.inquiries.markMailed(row.inquiryId);
    } catch (e) {
      this.logger.error({ msg: 'inquiry stored but not mailed', inquiryId: row.inquiryId, error: (e as Error).message });
    }
    return { inquiry_id: row.inquiryId };
  }
}
