import { Controller } from '@nestjs/common';
import {
  SUBJECTS, createBrandSchema, deleteBrandSchema, listBrandsSchema, orderBrandsSchema, updateBrandSchema,
} from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { BrandsService } from './brands.service';

const brands = SUBJECTS.fields.brands;

@Controller()
export class BrandsHandler extends forwardingHandler(BrandsService, {
  list: [brands.list, listBrandsSchema],
  create: [brands.create, createBrandSchema],
  update: [brands.update, updateBrandSchema],
  delete: [brands.delete, deleteBrandSchema],
  reorder: [brands.order, orderBrandsSchema],
  createMasterData: [brands.createMasterData, listBrandsSchema],
}) {}
