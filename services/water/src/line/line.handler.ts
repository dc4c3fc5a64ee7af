import { Controller } from '@nestjs/common';
import { WATER_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { LineService } from './line.service';

@Controller()
export class LineHandler extends forwardingHandler(LineService, WATER_SUBJECTS.line) {}
