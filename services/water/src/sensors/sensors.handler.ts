import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import {
  WATER_SUBJECTS, createSensorSchema, deleteSensorSchema, getSensorSchema, listSensorsSchema, rotateSensorTokenSchema,
  updateSensorSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { SensorsService } from './sensors.service';

const subjects = WATER_SUBJECTS.sensors;
const verifyTokenSchema = z.object({ sensor_id: z.string().max(100).optional(), token_sha256: z.string().regex(/^[0-9a-f]{64}$/) });

@Controller()
export class SensorsHandler {
  constructor(private readonly service: SensorsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    return this.service.list(parseEnvelope(listSensorsSchema, data).context);
  }

  @MessagePattern(subjects.get)
  get(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(getSensorSchema, data);
    return this.service.get(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createSensorSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateSensorSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteSensorSchema, data);
    return this.service.delete(context, payload);
  }

  @MessagePattern(subjects.rotateToken)
  rotateToken(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(rotateSensorTokenSchema, data);
    return this.service.rotateToken(context, payload);
  }

  /** sensor-ingest only (an anonymous context; the token hash is the credential). */
  @MessagePattern(subjects.verifyToken)
  verifyToken(@Payload() data: unknown) {
    return this.service.verifyToken(parseEnvelope(verifyTokenSchema, data).payload);
  }
}
