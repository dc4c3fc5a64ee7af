import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS, listAlertsSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { AlertsService } from './alerts.service';

@Controller()
export class AlertsHandler extends forwardingHandler(AlertsService, {
  list: [WATER_SUBJECTS.alerts.list, listAlertsSchema],
}) {}
