import { Injectable } from '@nestjs/common';
import {
  WORKS_MESSAGES,
  type CreateGlobalWorkHistoryRequest, type ListGlobalWorkHistoriesRequest, type RequestContext, type WorkHistory,
} from '@inasaku/contracts';
import { RpcErrors, readScope, writeScope } from '@inasaku/service-kit';
import { fitToBudget } from '../common/payload-budget';
import { CatalogService } from '../seasons/catalog.service';
import { ItemsRepository } from '../seasons/items.repository';
import { HistoryWriter, newRow } from './history-writer.service';
import { checkImagePaths, prepareEntry } from './work-entry';
import { toWorkHistory } from './work-history.mapper';
import { WorkHistoriesRepository } from './work-histories.repository';

/** Histories of non-field items (ほ場外作業): no field, no area, no per-10a values. */
@Injectable()
export class GlobalWorkHistoriesService {
  constructor(
    private readonly histories: WorkHistoriesRepository,
    private readonly items: ItemsRepository,
    private readonly catalog: CatalogService,
    private readonly writer: HistoryWriter,
  ) {}

  async list(context: RequestContext, query: ListGlobalWorkHistoriesRequest): Promise<WorkHistory[]> {
    const scope = readScope(context);
    const [rows, catalog] = await Promise.all([this.histories.listGlobal(scope, query.item_id), this.catalog.load(scope.accountId)]);
    return fitToBudget(rows.map((h) => toWorkHistory(h, catalog.items.get(h.itemId), catalog.seasons.get(h.seasonId), null)));
  }

  async create(context: RequestContext, input: CreateGlobalWorkHistoryRequest): Promise<WorkHistory> {
    const scope = writeScope(context);
    const entry = input.work_history;
    const item = await this.items.findItem(scope.accountId, entry.item_id);
    if (!item) return RpcErrors.notFound();
    if (!item.season.isNotPaddyFieldItem) return RpcErrors.validation(WORKS_MESSAGES.notPaddyItem, 'work_history.item_id');
    const imageError = checkImagePaths(entry.image_paths, scope.managementId);
    if (imageError) return RpcErrors.validation(imageError, 'work_history.image_paths');
    const prepared = prepareEntry(item.item.itemDetails, entry.work_items, null);
    if (!prepared.ok) return RpcErrors.validation(prepared.issue.message, `work_history.${prepared.issue.field}`);
    const row = newRow(scope, item, null, prepared.entry, entry.image_paths ?? [], context.userId);
    const result = await this.writer.insert(scope, context, item, [row], [], null);
    return toWorkHistory(result.created[0], item.item, item.season, null);
  }
}
