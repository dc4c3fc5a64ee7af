import { Injectable } from '@nestjs/common';
import {
  type CreateItemRequest, type DeleteItemRequest, type DeleteItemResponse, type Item, type ListItemsRequest,
  type OrderItemsRequest, type RequestContext, type UpdateItemRequest,
} from '@inasaku/contracts';
import { RpcErrors, assertWritable, refuseReorder, requireAccount } from '@inasaku/service-kit';
import { WorkHistoriesRepository } from '../work-histories/work-histories.repository';
import { itemSettings, normalizeItemDetails } from './item-details';
import { ItemsRepository } from './items.repository';
import { SeasonsRepository } from './seasons.repository';
import { toItem } from './season.mapper';
import type { ItemEntity } from './entities/item.entity';
import { CatalogService } from './catalog.service';
import { WORKS_REORDER_WORDS } from './reorder-words';

@Injectable()
export class ItemsService {
  constructor(
    private readonly seasons: SeasonsRepository,
    private readonly items: ItemsRepository,
    private readonly histories: WorkHistoriesRepository,
    private readonly catalog: CatalogService,
  ) {}

  async list(context: RequestContext, query: ListItemsRequest): Promise<Item[]> {
    const accountId = requireAccount(context);
    if (query.season_id && !(await this.seasons.findSeason(accountId, query.season_id))) return RpcErrors.notFound();
    const items = await this.items.listItems(accountId, { seasonId: query.season_id, itemId: query.item_id });
    if (query.item_id && items.length === 0) return RpcErrors.notFound();
    return this.withSeasons(accountId, items);
  }

  async create(context: RequestContext, input: CreateItemRequest): Promise<Item> {
    const accountId = assertWritable(context);
    const season = await this.seasons.findSeason(accountId, input.season_id);
    if (!season) return RpcErrors.notFound();
    const details = normalizeItemDetails(input.item_details, null, season.isNotPaddyFieldItem);
    if (!details.ok) return RpcErrors.validation(details.message, details.field);
    const item = await this.items.createItem(accountId, {
      seasonId: season.seasonId, itemName: input.item_name, itemDetails: details.details,
      ...itemSettings(input, season.isNotPaddyFieldItem),
    });
    await this.catalog.changed(accountId);
    return toItem(item, season);
  }

  async update(context: RequestContext, input: UpdateItemRequest): Promise<Item> {
    const accountId = assertWritable(context);
    const [current, season] = await Promise.all([
      this.items.findItem(accountId, input.item_id),
      this.seasons.findSeason(accountId, input.season_id),
    ]);
    if (!current || !season) return RpcErrors.notFound();
    const details = normalizeItemDetails(input.item_details, current.item.itemDetails, season.isNotPaddyFieldItem);
    if (!details.ok) return RpcErrors.validation(details.message, details.field);
    const item = await this.items.updateItem(accountId, input.item_id, {
      seasonId: season.seasonId, itemName: input.item_name, itemDetails: details.details,
      ...itemSettings(input, season.isNotPaddyFieldItem),
    });
    await this.catalog.changed(accountId);
    return item ? toItem(item, season) : RpcErrors.notFound();
  }

  async delete(context: RequestContext, input: DeleteItemRequest): Promise<DeleteItemResponse> {
    const accountId = assertWritable(context);
    const deleted = await this.items.deleteItem(accountId, input.item_id, (m, ids) => this.histories.hideItems(m, accountId, ids));
    if (!deleted) return RpcErrors.notFound();
    await this.catalog.changed(accountId);
    return { item_id: input.item_id };
  }

  async reorder(context: RequestContext, input: OrderItemsRequest): Promise<Item[]> {
    const accountId = assertWritable(context);
    const plan = await this.items.reorderItems(
      accountId,
      input.items.map((i) => ({ id: i.item_id, sortKey: i.sort_key, newSortKey: i.new_sort_key })),
    );
    if (!plan.ok) {
      if (plan.reason === 'mixed') return RpcErrors.validation('同じ作業分類の作業項目を指定してください。', 'items');
      return refuseReorder(plan.reason, WORKS_REORDER_WORDS, 'items');
    }
    await this.catalog.changed(accountId);
    return this.withSeasons(accountId, await this.items.listItems(accountId, { seasonId: plan.seasonId }));
  }

  private async withSeasons(accountId: string, items: ItemEntity[]): Promise<Item[]> {
    const seasons = new Map(
      (await this.seasons.findSeasons(accountId, [...new Set(items.map((i) => i.seasonId))])).map((s) => [s.seasonId, s]),
    );
    return items.flatMap((i) => {
      const season = seasons.get(i.seasonId);
      return season ? [toItem(i, season)] : [];
    });
  }
}
