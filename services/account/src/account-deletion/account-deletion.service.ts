import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_MESSAGES, type DeleteAccountRequest, type DeleteAccountResponse, type RequestContext } from '@inasaku/contracts';
import { EventOutbox, RpcErrors } from '@inasaku/service-kit';
import { AccountsService } from '../accounts/accounts.service';
import { effectivePlanType } from '../accounts/plan-state';
import { AccountDeletionRepository } from './account-deletion.repository';

/**
 * Delete account (root only, any plan state): every row of the account in this service goes,
 * its sessions with its users, and account.account.deleted tells the other services.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly deletion: AccountDeletionRepository,
    private readonly accounts: AccountsService,
    private readonly outbox: EventOutbox,
  ) {}

  async delete(context: RequestContext, input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
    const account = await this.accounts.requireRoot(context, ACCOUNT_MESSAGES.rootOnlyDelete);
    const result = await this.deletion.deleteAccount(account.accountId, input.comment?.trim() ?? '', effectivePlanType(account, new Date()));
    if (!result) return RpcErrors.unauthorized();
    this.logger.log({ msg: 'account deleted', accountId: result.accountId, rows: result.deletedRows });
    await this.outbox.flushQuietly();
    return { account_id: result.accountId, deleted: true };
  }
}
