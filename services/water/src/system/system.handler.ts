import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { WATER_SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(WATER_SUBJECTS.ping)
  ping() {
    return 'pong';
  }
}
