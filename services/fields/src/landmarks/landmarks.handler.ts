import { Controller } from '@nestjs/common';
import { SUBJECTS } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { LandmarksService } from './landmarks.service';

const subjects = SUBJECTS.fields.landmarks;

@Controller()
export class LandmarksHandler extends forwardingHandler(LandmarksService, subjects, { list: false }) {
  @Handles(subjects.list)
  list({ context }: Envelope) {
    return this.service.list(context);
  }
}
