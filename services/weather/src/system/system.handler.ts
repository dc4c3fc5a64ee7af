import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { WEATHER_SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(WEATHER_SUBJECTS.ping)
  ping() {
    return 'pong';
  }
}
