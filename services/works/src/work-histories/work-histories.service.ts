import { Injectable } from '@nestjs/common';
import {
  WORKS_MESSAGES,
  type CreateWorkHistoriesRequest, type CreateWorkHistoriesResponse, type ListPaddyFieldHistoriesRequest,
  type ListWorkHistoriesRequest, type PaddyFieldHistorySummary, type PaddyFieldSummary, type RequestContext, type WorkHistory,
} from '@inasaku/contracts';
import { sumAreas } from '@inasaku/domain';
import { RpcErrors, type RawJson, readScope, writeScope } from '@inasaku/service-kit';
import { fitToBudget, jsonWithinBudget } from '../common/payload-budget';
import { FieldsClient } from '../paddy-fields/fields-client';
import { CatalogService } from '../seasons/catalog.service';
import { ItemsRepository } from '../seasons/items.repository';
import { HistoryWriter, newRow } from './history-writer.service';
import { checkImagePaths, prepareEntry } from './work-entry';
import { toWorkHistory } from './work-history.mapper';
import { WorkHistoriesRepository, type NewWorkHistory } from './work-histories.repository';

/** Field work histories: the side panel of a field, the work input save, and the pin summaries. */
@Injectable()
export class WorkHistoriesService {
  constructor(
    private readonly histories: WorkHistoriesRepository,
    private readonly items: ItemsRepository,
    private readonly catalog: CatalogService,
    private readonly fields: FieldsClient,
    private readonly writer: HistoryWriter,
  ) {}

  async list(context: RequestContext, query: ListWorkHistoriesRequest): Promise<RawJson<WorkHistory[]> | WorkHistory[]> {
    const scope = readScope(context);
    const [found, rows, catalog] = await Promise.all([
      this.fields.lookupForRead(context, [query.paddy_field_id]),
      this.histories.listByField(scope, query.paddy_field_id, query.item_id),
      this.catalog.load(scope.accountId),
    ]);
    const field = found.get(query.paddy_field_id);
    if (!field || field.management_id !== scope.managementId) return RpcErrors.notFound();
    const list = rows.map((h) => toWorkHistory(h, catalog.items.get(h.itemId), catalog.seasons.get(h.seasonId), field.name));
    return jsonWithinBudget(list) ?? fitToBudget(list);
  }

  async create(context: RequestContext, input: CreateWorkHistoriesRequest): Promise<CreateWorkHistoriesResponse> {
    const scope = writeScope(context);
    const entries = input.work_histories;
    const item = await this.items.findItem(scope.accountId, entries[0].item_id);
    if (!item) return RpcErrors.notFound();
    if (item.season.isNotPaddyFieldItem) return RpcErrors.validation(WORKS_MESSAGES.paddyItem, 'work_histories.0.item_id');

    const found = await this.fields.lookup(context, entries.map((e) => e.paddy_field_id));
    const fields: PaddyFieldSummary[] = [];
    for (const e of entries) {
      const field = found.get(e.paddy_field_id);
      if (!field || field.management_id !== scope.managementId) return RpcErrors.notFound();
      fields.push(field);
    }

    const rows: NewWorkHistory[] = [];
    for (const [i, e] of entries.entries()) {
      const imageError = checkImagePaths(e.image_paths, scope.managementId);
      if (imageError) return RpcErrors.validation(imageError, `work_histories.${i}.image_paths`);
      const prepared = prepareEntry(item.item.itemDetails, e.work_items, fields[i].area);
      if (!prepared.ok) return RpcErrors.validation(prepared.issue.message, `work_histories.${i}.${prepared.issue.field}`);
      rows.push(newRow(scope, item, e.paddy_field_id, prepared.entry, e.image_paths ?? [], context.userId));
    }

    const areaTotal = sumAreas(fields.map((f) => f.area));
    const result = await this.writer.insert(
      scope, context, item, rows, fields.map((f) => ({ paddy_field_id: f.paddy_field_id, paddy_field_name: f.name })), areaTotal,
    );
    return {
      work_histories: result.created.map((h, i) => toWorkHistory(h, item.item, item.season, fields[i].name)),
      replaced_work_history_ids: result.replacedIds,
      area_total: areaTotal,
      log_id: result.logId,
    };
  }

  async summaries(context: RequestContext, query: ListPaddyFieldHistoriesRequest): Promise<PaddyFieldHistorySummary[]> {
    const rows = await this.histories.summaries(readScope(context), {
      paddyFieldId: query.paddy_field_id, seasonId: query.season_id, itemId: query.item_id,
    });
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }
}
