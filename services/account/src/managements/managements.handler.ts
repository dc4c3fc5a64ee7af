import { Controller } from '@nestjs/common';
import { SUBJECTS } from '@inasaku/contracts';
import { Handles, requireAccount, type Envelope } from '@inasaku/service-kit';
import { ManagementsService } from './managements.service';

@Controller()
export class ManagementsHandler {
  constructor(private readonly managements: ManagementsService) {}

  /** GET /api/management: the account's years, newest first (the first is the current year). */
  @Handles(SUBJECTS.account.managements.list)
  list({ context }: Envelope) {
    return this.managements.list(requireAccount(context));
  }
}
