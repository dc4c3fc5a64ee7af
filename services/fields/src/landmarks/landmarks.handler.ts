import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, createLandmarkSchema, deleteLandmarkSchema, updateLandmarkSchema } from '@inasaku/contracts';
import { parseContext, parseEnvelope } from '@inasaku/service-kit';
import { LandmarksService } from './landmarks.service';

const subjects = SUBJECTS.fields.landmarks;

@Controller()
export class LandmarksHandler {
  constructor(private readonly service: LandmarksService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    return this.service.list(parseContext(data));
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createLandmarkSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateLandmarkSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteLandmarkSchema, data);
    return this.service.delete(context, payload);
  }
}
