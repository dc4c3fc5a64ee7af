import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@inasaku/contracts';
import { parseContext, requireAccount } from '@inasaku/service-kit';
import { ManagementsService } from './managements.service';

@Controller()
export class ManagementsHandler {
  constructor(private readonly managements: ManagementsService) {}

  /** GET /api/management: the account's years, newest first (the first is the current year). */
  @MessagePattern(SUBJECTS.account.managements.list)
  list(@Payload() data: unknown) {
    return this.managements.list(requireAccount(parseContext(data)));
  }
}
