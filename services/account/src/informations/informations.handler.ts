import { Controller } from '@nestjs/common';
import {
  SUBJECTS, createInformationSchema, deleteInformationSchema, listInformationsSchema, markInformationReadSchema,
  updateInformationSchema,
} from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { InformationsService } from './informations.service';

const subjects = SUBJECTS.account.informations;

/** /api/informations and /api/informations/read */
@Controller()
export class InformationsHandler extends forwardingHandler(InformationsService, {
  list: [subjects.list, listInformationsSchema],
  create: [subjects.create, createInformationSchema],
  update: [subjects.update, updateInformationSchema],
  delete: [subjects.delete, deleteInformationSchema],
  markRead: [subjects.markRead, markInformationReadSchema],
}) {}
