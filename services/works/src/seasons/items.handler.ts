import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WORKS_SUBJECTS, createItemSchema, deleteItemSchema, listItemsSchema, orderItemsSchema, updateItemSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { ItemsService } from './items.service';

const subjects = WORKS_SUBJECTS.items;

@Controller()
export class ItemsHandler {
  constructor(private readonly service: ItemsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listItemsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createItemSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateItemSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteItemSchema, data);
    return this.service.delete(context, payload);
  }

  @MessagePattern(subjects.order)
  order(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(orderItemsSchema, data);
    return this.service.reorder(context, payload);
  }
}
