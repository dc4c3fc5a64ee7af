import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, createPaddyFieldsSchema, deletePaddyFieldsSchema, listPaddyFieldsSchema, lookupPaddyFieldsSchema,
  paddyFieldAreasSchema, paddyFieldDirectorySchema, updatePaddyFieldSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { PaddyFieldsService } from './paddy-fields.service';

const subjects = SUBJECTS.fields.paddyFields;

@Controller()
export class PaddyFieldsHandler {
  constructor(private readonly service: PaddyFieldsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listPaddyFieldsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createPaddyFieldsSchema, data);
    // A retried registration (same Idempotency-Key) gets the first pins, not a second set: like
    // every write of the route table, it runs in its key's unit (service-kit IdempotencyInterceptor).
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updatePaddyFieldSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deletePaddyFieldsSchema, data);
    return this.service.delete(context, payload);
  }

  @MessagePattern(subjects.areas)
  areas(@Payload() data: unknown) {
    return this.service.areas(parseEnvelope(paddyFieldAreasSchema, data).context);
  }

  @MessagePattern(subjects.lookup)
  lookup(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(lookupPaddyFieldsSchema, data);
    return this.service.lookup(context, payload);
  }

  @MessagePattern(subjects.directory)
  directory(@Payload() data: unknown) {
    return this.service.directory(parseEnvelope(paddyFieldDirectorySchema, data).context);
  }
}
