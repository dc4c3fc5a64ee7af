import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS, getLineChannelSchema, linkLineUserSchema, saveLineChannelSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { LineService } from './line.service';

const subjects = WATER_SUBJECTS.line;

@Controller()
export class LineHandler extends forwardingHandler(LineService, {
  get: [subjects.get, getLineChannelSchema],
  save: [subjects.save, saveLineChannelSchema],
  link: [subjects.link, linkLineUserSchema],
}) {}
