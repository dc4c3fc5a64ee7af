import { Controller } from '@nestjs/common';
import { SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { BrandsService } from './brands.service';

@Controller()
export class BrandsHandler extends forwardingHandler(BrandsService, SUBJECTS.fields.brands, { order: 'reorder' }) {}
