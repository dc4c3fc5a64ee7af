import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WATER_SUBJECTS, getNotificationPreferencesSchema, saveNotificationPreferencesSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { NotificationPreferencesService } from './notification-preferences.service';

const subjects = WATER_SUBJECTS.preferences;

@Controller()
export class NotificationPreferencesHandler {
  constructor(private readonly service: NotificationPreferencesService) {}

  @MessagePattern(subjects.get)
  get(@Payload() data: unknown) {
    const { context } = parseEnvelope(getNotificationPreferencesSchema, data);
    return this.service.get(context);
  }

  @MessagePattern(subjects.save)
  save(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(saveNotificationPreferencesSchema, data);
    return this.service.save(context, payload);
  }
}
