import { Controller } from '@nestjs/common';
import { SUBJECTS, deleteAccountSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { AccountDeletionService } from './account-deletion.service';

@Controller()
export class AccountDeletionHandler extends forwardingHandler(AccountDeletionService, {
  /** DELETE /inasaku/signup/accounts */
  delete: [SUBJECTS.account.accountDeletion.delete, deleteAccountSchema],
}) {}
