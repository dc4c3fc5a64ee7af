import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { REPORTS_SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(REPORTS_SUBJECTS.ping)
  ping() {
    return 'pong';
  }
}
