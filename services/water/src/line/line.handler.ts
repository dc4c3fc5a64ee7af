import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WATER_SUBJECTS, getLineChannelSchema, linkLineUserSchema, saveLineChannelSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { LineService } from './line.service';

const subjects = WATER_SUBJECTS.line;

@Controller()
export class LineHandler {
  constructor(private readonly service: LineService) {}

  @MessagePattern(subjects.get)
  get(@Payload() data: unknown) {
    const { context } = parseEnvelope(getLineChannelSchema, data);
    return this.service.get(context);
  }

  @MessagePattern(subjects.save)
  save(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(saveLineChannelSchema, data);
    return this.service.save(context, payload);
  }

  @MessagePattern(subjects.link)
  link(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(linkLineUserSchema, data);
    return this.service.link(context, payload);
  }
}
