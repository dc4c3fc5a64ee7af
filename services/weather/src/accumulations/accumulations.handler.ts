import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WEATHER_SUBJECTS, weatherAccumulationsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { AccumulationsService } from './accumulations.service';

@Controller()
export class AccumulationsHandler {
  constructor(private readonly service: AccumulationsService) {}

  @MessagePattern(WEATHER_SUBJECTS.accumulations.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(weatherAccumulationsSchema, data);
    return this.service.list(context, payload);
  }
}
