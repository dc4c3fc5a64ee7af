import { Controller } from '@nestjs/common';
import { SUBJECTS, createPaddyFieldsSchema, lookupPaddyFieldsSchema, paddyFieldDirectorySchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { PaddyFieldsService } from './paddy-fields.service';

const subjects = SUBJECTS.fields.paddyFields;

@Controller()
export class PaddyFieldsHandler extends forwardingHandler(PaddyFieldsService, subjects, {
  create: false,
  // Asked by other services over NATS only: no route gives their schema.
  lookup: lookupPaddyFieldsSchema,
  directory: paddyFieldDirectorySchema,
}) {
  @Handles(subjects.create, createPaddyFieldsSchema)
  create({ context, payload }: Envelope<typeof createPaddyFieldsSchema>) {
    // A retried registration (same Idempotency-Key) gets the first pins, not a second set: like
    // every write of the route table, it runs in its key's unit (service-kit IdempotencyInterceptor).
    return this.service.create(context, payload);
  }
}
