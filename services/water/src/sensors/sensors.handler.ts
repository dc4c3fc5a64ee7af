import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { WATER_SUBJECTS } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { SensorsService } from './sensors.service';

const subjects = WATER_SUBJECTS.sensors;
const verifyTokenSchema = z.object({ sensor_id: z.string().max(100).optional(), token_sha256: z.string().regex(/^[0-9a-f]{64}$/) });

@Controller()
export class SensorsHandler extends forwardingHandler(SensorsService, subjects, { verifyToken: false, tokenChanged: false }) {
  /** sensor-ingest only (an anonymous context; the token hash is the credential). */
  @Handles(subjects.verifyToken, verifyTokenSchema)
  verifyToken({ payload }: Envelope<typeof verifyTokenSchema>) {
    return this.service.verifyToken(payload);
  }
}
