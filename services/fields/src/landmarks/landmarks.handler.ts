import { Controller } from '@nestjs/common';
import { SUBJECTS, createLandmarkSchema, deleteLandmarkSchema, updateLandmarkSchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { LandmarksService } from './landmarks.service';

const subjects = SUBJECTS.fields.landmarks;

@Controller()
export class LandmarksHandler extends forwardingHandler(LandmarksService, {
  create: [subjects.create, createLandmarkSchema],
  update: [subjects.update, updateLandmarkSchema],
  delete: [subjects.delete, deleteLandmarkSchema],
}) {
  @Handles(subjects.list)
  list({ context }: Envelope) {
    return this.service.list(context);
  }
}
