import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WATER_SUBJECTS, latestReadingSchema, rawReadingsSchema, yearlyReadingsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { ReadingsService } from './readings.service';

const subjects = WATER_SUBJECTS.readings;

@Controller()
export class ReadingsHandler {
  constructor(private readonly service: ReadingsService) {}

  @MessagePattern(subjects.raw)
  raw(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(rawReadingsSchema, data);
    return this.service.span(context, payload);
  }

  @MessagePattern(subjects.range)
  range(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(rawReadingsSchema, data);
    return this.service.span(context, payload);
  }

  @MessagePattern(subjects.latest)
  latest(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(latestReadingSchema, data);
    return this.service.latest(context, payload);
  }

  @MessagePattern(subjects.yearly)
  yearly(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(yearlyReadingsSchema, data);
    return this.service.yearly(context, payload);
  }

  @MessagePattern(subjects.yearlyTable)
  yearlyTable(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(yearlyReadingsSchema, data);
    return this.service.yearlyTable(context, payload);
  }
}
