import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { NotificationsService } from './notifications.service';

const subjects = WATER_SUBJECTS.notifications;

@Controller()
export class NotificationsHandler extends forwardingHandler(NotificationsService, subjects) {
  /** POST /api/notifications and PUT /api/notifications/:id (the id, 'water' or the account's, changes nothing). */
}
