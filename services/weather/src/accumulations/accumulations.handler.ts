import { Controller } from '@nestjs/common';
import { WEATHER_SUBJECTS, weatherAccumulationsSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { AccumulationsService } from './accumulations.service';

@Controller()
export class AccumulationsHandler extends forwardingHandler(AccumulationsService, {
  list: [WEATHER_SUBJECTS.accumulations.list, weatherAccumulationsSchema],
}) {}
