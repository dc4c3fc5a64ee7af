import { Controller } from '@nestjs/common';
import { SUBJECTS, accountAreaPosSchema } from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsHandler {
  constructor(private readonly accounts: AccountsService) {}

  /** GET /inasaku/accounts */
  @Handles(SUBJECTS.account.accountInfo.get)
  info({ context }: Envelope) {
    return this.accounts.info(context);
  }

  /** PUT /inasaku/account-area-pos */
  @Handles(SUBJECTS.account.accounts.updateAreaPos, accountAreaPosSchema)
  updateAreaPos({ context, payload }: Envelope<typeof accountAreaPosSchema>) {
    return this.accounts.updateAreaPos(context, payload);
  }
}
