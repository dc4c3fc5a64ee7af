import { Controller } from '@nestjs/common';
import {
  WORKS_SUBJECTS, createSeasonSchema, createWorkMasterDataSchema, deleteSeasonSchema, listSeasonsSchema, orderSeasonsSchema,
  updateSeasonSchema,
} from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { SeasonsService } from './seasons.service';

const subjects = WORKS_SUBJECTS.seasons;

@Controller()
export class SeasonsHandler extends forwardingHandler(SeasonsService, {
  list: [subjects.list, listSeasonsSchema],
  create: [subjects.create, createSeasonSchema],
  update: [subjects.update, updateSeasonSchema],
  delete: [subjects.delete, deleteSeasonSchema],
  reorder: [subjects.order, orderSeasonsSchema],
  createMasterData: [subjects.createMasterData, createWorkMasterDataSchema],
}) {}
