import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, accountAreaPosSchema } from '@inasaku/contracts';
import { parseContext, parseEnvelope } from '@inasaku/service-kit';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsHandler {
  constructor(private readonly accounts: AccountsService) {}

  /** GET /inasaku/accounts */
  @MessagePattern(SUBJECTS.account.accountInfo.get)
  info(@Payload() data: unknown) {
    return this.accounts.info(parseContext(data));
  }

  /** PUT /inasaku/account-area-pos */
  @MessagePattern(SUBJECTS.account.accounts.updateAreaPos)
  updateAreaPos(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(accountAreaPosSchema, data);
    return this.accounts.updateAreaPos(context, payload);
  }
}
