import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { SeasonsService } from './seasons.service';

@Controller()
export class SeasonsHandler extends forwardingHandler(SeasonsService, WORKS_SUBJECTS.seasons, { order: 'reorder' }) {}
