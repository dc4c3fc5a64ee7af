import { Controller } from '@nestjs/common';
import { FIELDS_BOUNDARY_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { FudePolygonsService } from './fude-polygons.service';

const subjects = FIELDS_BOUNDARY_SUBJECTS.fudePolygons;

@Controller()
export class FudePolygonsHandler extends forwardingHandler(FudePolygonsService, subjects) {}
