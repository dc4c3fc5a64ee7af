import { Controller } from '@nestjs/common';
import {
  WEATHER_SUBJECTS, createWeatherInfosSchema, weatherHistoriesSchema, weatherHourlyHistoriesSchema, weatherInfosSchema,
} from '@inasaku/contracts';
import { Handles, NaturallyIdempotent, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { ReadingsService } from './readings.service';

const W = WEATHER_SUBJECTS;

@Controller()
export class ReadingsHandler extends forwardingHandler(ReadingsService, {
  infos: [W.infos.get, weatherInfosSchema],
  daily: [W.histories.daily, weatherHistoriesSchema],
  hourly: [W.histories.hourly, weatherHourlyHistoriesSchema],
}) {
  @Handles(W.infos.create, createWeatherInfosSchema)
  // It starts filling the account's shared weather cell from the provider, which other accounts and
  // replicas must see at once; a repeat only asks for the same fill again.
  @NaturallyIdempotent('starts a shared weather-cell fill; a repeat asks for the same fill')
  create({ context }: Envelope<typeof createWeatherInfosSchema>) {
    return this.service.create(context);
  }
}
