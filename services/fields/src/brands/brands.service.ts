import { Injectable } from '@nestjs/common';
import {
  FIELDS_ERROR_CODES, FIELDS_MESSAGES,
  type Brand, type CreateBrandRequest, type DeleteBrandRequest, type DeleteBrandResponse, type OrderBrandsRequest,
  type RequestContext, type UpdateBrandRequest,
} from '@inasaku/contracts';
import { RawJson, RpcErrors, readScope, refuseReorder, writeScope, type ReorderWords, type YearScope } from '@inasaku/service-kit';
import { BRAND_MASTER_DATA } from './brand-master-data';
import { BrandsRepository } from './brands.repository';
import type { BrandEntity } from './entities/brand.entity';

/** How a refused reorder of brands reads. */
const BRAND_REORDER_WORDS: ReorderWords = {
  conflictCode: FIELDS_ERROR_CODES.orderConflict,
  conflict: FIELDS_MESSAGES.orderConflict,
  duplicate: FIELDS_MESSAGES.sortKeyDuplicate,
};

export function toBrand(b: BrandEntity): Brand {
  return { brand_id: b.brandId, brand_name: b.brandName, management_id: b.managementId, sort_key: b.sortKey };
}

@Injectable()
export class BrandsService {
  constructor(private readonly brands: BrandsRepository) {}

  /** Already JSON (the hot read): the reply carries PostgreSQL's text as it is. */
  async list(context: RequestContext): Promise<RawJson<Brand[]>> {
    return new RawJson<Brand[]>(await this.brands.listJson(readScope(context)));
  }

  async create(context: RequestContext, input: CreateBrandRequest): Promise<Brand> {
    return toBrand(await this.brands.create(writeScope(context), input.brand_name));
  }

  async update(context: RequestContext, input: UpdateBrandRequest): Promise<Brand> {
    const brand = await this.brands.rename(writeScope(context), input.brand_id, input.brand_name);
    return brand ? toBrand(brand) : RpcErrors.notFound();
  }

  async delete(context: RequestContext, input: DeleteBrandRequest): Promise<DeleteBrandResponse> {
    const result = await this.brands.delete(writeScope(context), input.brand_id);
    if (!result) return RpcErrors.notFound();
    return { brand_id: input.brand_id, cleared_paddy_field_count: result.clearedFields };
  }

  /** Applies the changed rows and answers the whole list in its new order. */
  async reorder(context: RequestContext, input: OrderBrandsRequest): Promise<Brand[]> {
    const scope = writeScope(context);
    const plan = await this.brands.reorder(
      scope,
      input.brands.map((b) => ({ id: b.brand_id, sortKey: b.sort_key, newSortKey: b.new_sort_key })),
    );
    if (!plan.ok) return refuseReorder(plan.reason, BRAND_REORDER_WORDS, 'brands');
    return (await this.brands.list(scope)).map(toBrand);
  }

  /** GET /inasaku/create-brand-master-data: seeds the chosen year once, then answers its list. */
  async createMasterData(context: RequestContext): Promise<Brand[]> {
    const scope = writeScope(context);
    await this.seed(scope);
    return (await this.brands.list(scope)).map(toBrand);
  }

  /** Idempotent: true only on the run that created the brands. */
  seed(scope: YearScope): Promise<boolean> {
    return this.brands.seedOnce(scope, BRAND_MASTER_DATA);
  }
}
