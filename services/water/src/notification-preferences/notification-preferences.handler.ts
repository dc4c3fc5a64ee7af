import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { NotificationPreferencesService } from './notification-preferences.service';

const subjects = WATER_SUBJECTS.preferences;

@Controller()
export class NotificationPreferencesHandler extends forwardingHandler(NotificationPreferencesService, subjects) {}
