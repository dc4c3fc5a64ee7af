import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WORKS_SUBJECTS, createLocationsSchema, listLocationsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { LocationsService } from './locations.service';

const subjects = WORKS_SUBJECTS.locations;

@Controller()
export class LocationsHandler {
  constructor(private readonly service: LocationsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listLocationsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createLocationsSchema, data);
    return this.service.create(context, payload);
  }
}
