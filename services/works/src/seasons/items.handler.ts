import { Controller } from '@nestjs/common';
import { WORKS_SUBJECTS, createItemSchema, deleteItemSchema, listItemsSchema, orderItemsSchema, updateItemSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ItemsService } from './items.service';

const subjects = WORKS_SUBJECTS.items;

@Controller()
export class ItemsHandler extends forwardingHandler(ItemsService, {
  list: [subjects.list, listItemsSchema],
  create: [subjects.create, createItemSchema],
  update: [subjects.update, updateItemSchema],
  delete: [subjects.delete, deleteItemSchema],
  reorder: [subjects.order, orderItemsSchema],
}) {}
