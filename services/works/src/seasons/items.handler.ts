import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ItemsService } from './items.service';

@Controller()
export class ItemsHandler extends forwardingHandler(ItemsService, WORKS_SUBJECTS.items, { order: 'reorder' }) {}
