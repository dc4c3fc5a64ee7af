import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WEATHER_SUBJECTS, createWeatherInfosSchema, weatherHistoriesSchema, weatherHourlyHistoriesSchema, weatherInfosSchema,
} from '@inasaku/contracts';
import { NaturallyIdempotent, parseEnvelope } from '@inasaku/service-kit';
import { ReadingsService } from './readings.service';

const W = WEATHER_SUBJECTS;

@Controller()
export class ReadingsHandler {
  constructor(private readonly service: ReadingsService) {}

  @MessagePattern(W.infos.get)
  infos(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(weatherInfosSchema, data);
    return this.service.infos(context, payload);
  }

  @MessagePattern(W.infos.create)
  // It starts filling the account's shared weather cell from the provider, which other accounts and
  // replicas must see at once; a repeat only asks for the same fill again.
  @NaturallyIdempotent('starts a shared weather-cell fill; a repeat asks for the same fill')
  create(@Payload() data: unknown) {
    const { context } = parseEnvelope(createWeatherInfosSchema, data);
    return this.service.create(context);
  }

  @MessagePattern(W.histories.daily)
  daily(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(weatherHistoriesSchema, data);
    return this.service.daily(context, payload);
  }

  @MessagePattern(W.histories.hourly)
  hourly(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(weatherHourlyHistoriesSchema, data);
    return this.service.hourly(context, payload);
  }
}
