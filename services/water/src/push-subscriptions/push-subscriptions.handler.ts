import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WATER_SUBJECTS, createPushSubscriptionSchema, deletePushSubscriptionSchema, listPushSubscriptionsSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { z } from 'zod';
import { PushSubscriptionsService } from './push-subscriptions.service';

const subjects = WATER_SUBJECTS.push;

@Controller()
export class PushSubscriptionsHandler {
  constructor(private readonly service: PushSubscriptionsService) {}

  @MessagePattern(subjects.publicKey)
  publicKey(@Payload() data: unknown) {
    const { context } = parseEnvelope(z.object({}), data);
    return this.service.publicKey(context);
  }

  @MessagePattern(subjects.subscribe)
  subscribe(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createPushSubscriptionSchema, data);
    return this.service.subscribe(context, payload);
  }

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context } = parseEnvelope(listPushSubscriptionsSchema, data);
    return this.service.list(context);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deletePushSubscriptionSchema, data);
    return this.service.delete(context, payload.id);
  }
}
