import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FIELDS_BOUNDARY_SUBJECTS, fudePolygonAtSchema, fudePolygonsInViewSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { FudePolygonsService } from './fude-polygons.service';

const subjects = FIELDS_BOUNDARY_SUBJECTS.fudePolygons;

@Controller()
export class FudePolygonsHandler {
  constructor(private readonly service: FudePolygonsService) {}

  @MessagePattern(subjects.at)
  at(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(fudePolygonAtSchema, data);
    return this.service.at(context, payload);
  }

  @MessagePattern(subjects.inView)
  inView(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(fudePolygonsInViewSchema, data);
    return this.service.inView(context, payload);
  }
}
