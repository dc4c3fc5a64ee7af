import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, geocodeSearchSchema, reverseGeocodeSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { GeocodingService } from './geocoding.service';

@Controller()
export class GeocodingHandler {
  constructor(private readonly service: GeocodingService) {}

  @MessagePattern(SUBJECTS.fields.geocode.search)
  search(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(geocodeSearchSchema, data);
    return this.service.search(context, payload);
  }

  @MessagePattern(SUBJECTS.fields.geocode.reverse)
  reverse(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(reverseGeocodeSchema, data);
    return this.service.reverse(context, payload);
  }
}
