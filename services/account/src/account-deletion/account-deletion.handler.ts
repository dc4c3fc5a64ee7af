import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, deleteAccountSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { AccountDeletionService } from './account-deletion.service';

@Controller()
export class AccountDeletionHandler {
  constructor(private readonly deletion: AccountDeletionService) {}

  /** DELETE /inasaku/signup/accounts */
  @MessagePattern(SUBJECTS.account.accountDeletion.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteAccountSchema, data);
    return this.deletion.delete(context, payload);
  }
}
