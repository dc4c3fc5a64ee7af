import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS, deletePushSubscriptionSchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { z } from 'zod';
import { PushSubscriptionsService } from './push-subscriptions.service';

const subjects = WATER_SUBJECTS.push;

@Controller()
export class PushSubscriptionsHandler extends forwardingHandler(PushSubscriptionsService, subjects, { publicKey: false, delete: false }) {
  @Handles(subjects.publicKey, z.object({}))
  publicKey({ context }: Envelope) {
    return this.service.publicKey(context);
  }

  @Handles(subjects.delete, deletePushSubscriptionSchema)
  delete({ context, payload }: Envelope<typeof deletePushSubscriptionSchema>) {
    return this.service.delete(context, payload.id);
  }
}
