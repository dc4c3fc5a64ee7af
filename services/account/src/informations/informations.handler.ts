import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, createInformationSchema, deleteInformationSchema, listInformationsSchema, markInformationReadSchema,
  updateInformationSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { InformationsService } from './informations.service';

const subjects = SUBJECTS.account.informations;

/** /api/informations and /api/informations/read */
@Controller()
export class InformationsHandler {
  constructor(private readonly informations: InformationsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listInformationsSchema, data);
    return this.informations.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createInformationSchema, data);
    return this.informations.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateInformationSchema, data);
    return this.informations.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteInformationSchema, data);
    return this.informations.delete(context, payload);
  }

  @MessagePattern(subjects.markRead)
  markRead(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(markInformationReadSchema, data);
    return this.informations.markRead(context, payload);
  }
}
