import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { WORKS_SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(WORKS_SUBJECTS.ping)
  ping() {
    return 'pong';
  }
}
