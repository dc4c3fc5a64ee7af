import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WATER_SUBJECTS, listAlertsSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { AlertsService } from './alerts.service';

@Controller()
export class AlertsHandler {
  constructor(private readonly service: AlertsService) {}

  @MessagePattern(WATER_SUBJECTS.alerts.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listAlertsSchema, data);
    return this.service.list(context, payload);
  }
}
