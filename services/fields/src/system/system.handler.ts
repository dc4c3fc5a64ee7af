import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(SUBJECTS.fields.ping)
  ping() {
    return 'pong';
  }
}
