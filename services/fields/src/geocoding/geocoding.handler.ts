import { Controller } from '@nestjs/common';
import { SUBJECTS, geocodeSearchSchema, reverseGeocodeSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { GeocodingService } from './geocoding.service';

@Controller()
export class GeocodingHandler extends forwardingHandler(GeocodingService, {
  search: [SUBJECTS.fields.geocode.search, geocodeSearchSchema],
  reverse: [SUBJECTS.fields.geocode.reverse, reverseGeocodeSchema],
}) {}
