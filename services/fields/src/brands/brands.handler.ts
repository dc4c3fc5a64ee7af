import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, createBrandSchema, deleteBrandSchema, listBrandsSchema, orderBrandsSchema, updateBrandSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { BrandsService } from './brands.service';

const brands = SUBJECTS.fields.brands;

@Controller()
export class BrandsHandler {
  constructor(private readonly service: BrandsService) {}

  @MessagePattern(brands.list)
  list(@Payload() data: unknown) {
    return this.service.list(parseEnvelope(listBrandsSchema, data).context);
  }

  @MessagePattern(brands.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createBrandSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(brands.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateBrandSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(brands.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteBrandSchema, data);
    return this.service.delete(context, payload);
  }

  @MessagePattern(brands.order)
  order(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(orderBrandsSchema, data);
    return this.service.reorder(context, payload);
  }

  @MessagePattern(brands.createMasterData)
  createMasterData(@Payload() data: unknown) {
    return this.service.createMasterData(parseEnvelope(listBrandsSchema, data).context);
  }
}
