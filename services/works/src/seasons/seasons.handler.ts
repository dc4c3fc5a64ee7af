import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WORKS_SUBJECTS, createSeasonSchema, createWorkMasterDataSchema, deleteSeasonSchema, listSeasonsSchema, orderSeasonsSchema,
  updateSeasonSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { SeasonsService } from './seasons.service';

const subjects = WORKS_SUBJECTS.seasons;

@Controller()
export class SeasonsHandler {
  constructor(private readonly service: SeasonsService) {}

  @MessagePattern(subjects.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listSeasonsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(subjects.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createSeasonSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(subjects.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateSeasonSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(subjects.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteSeasonSchema, data);
    return this.service.delete(context, payload);
  }

  @MessagePattern(subjects.order)
  order(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(orderSeasonsSchema, data);
    return this.service.reorder(context, payload);
  }

  @MessagePattern(subjects.createMasterData)
  createMasterData(@Payload() data: unknown) {
    return this.service.createMasterData(parseEnvelope(createWorkMasterDataSchema, data).context);
  }
}
