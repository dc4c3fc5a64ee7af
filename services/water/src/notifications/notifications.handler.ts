import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WATER_SUBJECTS, getNotificationSettingsSchema, saveNotificationSettingsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { NotificationsService } from './notifications.service';

const subjects = WATER_SUBJECTS.notifications;

@Controller()
export class NotificationsHandler {
  constructor(private readonly service: NotificationsService) {}

  @MessagePattern(subjects.get)
  get(@Payload() data: unknown) {
    const { context } = parseEnvelope(getNotificationSettingsSchema, data);
    return this.service.get(context);
  }

  /** POST /api/notifications and PUT /api/notifications/:id (the id, 'water' or the account's, changes nothing). */
  @MessagePattern(subjects.save)
  save(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(saveNotificationSettingsSchema, data);
    return this.service.save(context, payload);
  }
}
