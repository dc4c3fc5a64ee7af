import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { LocationsService } from './locations.service';

const subjects = WORKS_SUBJECTS.locations;

@Controller()
export class LocationsHandler extends forwardingHandler(LocationsService, subjects) {}
