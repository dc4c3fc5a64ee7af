import { Controller } from '@nestjs/common';
import { SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { InformationsService } from './informations.service';

const subjects = SUBJECTS.account.informations;

/** /api/informations and /api/informations/read */
@Controller()
export class InformationsHandler extends forwardingHandler(InformationsService, subjects) {}
