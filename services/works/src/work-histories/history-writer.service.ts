import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type DeleteWorkHistoryRequest, type DeleteWorkHistoryResponse, type PaddyFieldSummary, type RequestContext,
  type UpdateWorkHistoryRequest, type WorkHistory,
} from '@inasaku/contracts';
import { sumAreas } from '@inasaku/domain';
import { RpcErrors, writeScope, type YearScope } from '@inasaku/service-kit';
import { buildLog } from '../logs/log-snapshot';
import { FieldsClient } from '../paddy-fields/fields-client';
import { ItemsRepository, type ItemWithSeason } from '../seasons/items.repository';
import type { WorkHistoryEntity } from './entities/work-history.entity';
import { checkImagePaths, prepareEntry, searchGrams, type PreparedEntry } from './work-entry';
import { toWorkHistory } from './work-history.mapper';
import { WorkHistoriesRepository, type NewWorkHistory, type Replacement } from './work-histories.repository';

export type HistoryKind = 'field' | 'global';

/** A validated new entry, ready to insert. */
export function newRow(
  scope: YearScope, item: ItemWithSeason, paddyFieldId: string | null, entry: PreparedEntry, imagePaths: string[], userId: string | null,
): NewWorkHistory {
  return {
    workHistoryId: randomUUID(), seasonId: item.season.seasonId, itemId: item.item.itemId, paddyFieldId,
    workItems: entry.workItems, workItemsAuto: entry.workItemsAuto, imagePaths, workDate: entry.workDate, worker: entry.worker,
    searchText: entry.searchText, searchGrams: searchGrams(scope.managementId, entry.searchText), createUserId: userId,
  };
}

/**
 * The writes shared by field and global histories: insert with the registration pattern, edit,
 * delete, each with its work log row (type 1, 2, 3).
 */
@Injectable()
export class HistoryWriter {
  constructor(
    private readonly histories: WorkHistoriesRepository,
    private readonly items: ItemsRepository,
    private readonly fields: FieldsClient,
  ) {}

  /** Inserts validated rows of one item; pattern '2' replaces the earlier histories first. */
  async insert(
    scope: YearScope,
    context: RequestContext,
    item: ItemWithSeason,
    rows: NewWorkHistory[],
    fields: { paddy_field_id: string; paddy_field_name: string | null }[],
    areaTotal: string | null,
  ) {
    const global = item.season.isNotPaddyFieldItem;
    const replacement: Replacement | null =
      item.item.itemPattern === '2' ? { itemId: item.item.itemId, paddyFieldIds: global ? null : fields.map((f) => f.paddy_field_id) } : null;
    const first = rows[0];
    return this.histories.createEntries(scope, rows, replacement, () =>
      buildLog({
        type: 1, seasonName: item.season.seasonName, itemName: item.item.itemName, isNotPaddyFieldItem: global,
        details: item.item.itemDetails, workItems: first.workItems, workDate: first.workDate, worker: first.worker,
        imagePaths: first.imagePaths, paddyFields: fields, areaTotal, userId: context.userId, workHistoryIds: rows.map((r) => r.workHistoryId),
      }),
    );
  }

  async update(context: RequestContext, input: UpdateWorkHistoryRequest, kind: HistoryKind): Promise<WorkHistory> {
    const scope = writeScope(context);
    const current = await this.histories.findActive(scope, input.work_history_id);
    if (!current || (current.paddyFieldId === null) !== (kind === 'global')) return RpcErrors.notFound();
    const item = await this.items.findItem(scope.accountId, current.itemId);
    if (!item) return RpcErrors.notFound();
    let field: PaddyFieldSummary | undefined;
    if (current.paddyFieldId) {
      field = (await this.fields.lookup(context, [current.paddyFieldId])).get(current.paddyFieldId);
      if (!field) return RpcErrors.notFound();
    }
    const imageError = checkImagePaths(input.image_paths, scope.managementId);
    if (imageError) return RpcErrors.validation(imageError, 'image_paths');
    const prepared = prepareEntry(item.item.itemDetails, input.work_items, field?.area ?? null);
    if (!prepared.ok) return RpcErrors.validation(prepared.issue.message, prepared.issue.field);
    const entry = prepared.entry;
    const imagePaths = input.image_paths ?? current.imagePaths;
    const updated = await this.histories.updateEntry(
      scope,
      current.workHistoryId,
      { ...entry, searchGrams: searchGrams(scope.managementId, entry.searchText), imagePaths, updateUserId: context.userId },
      buildLog({
        type: 2, seasonName: item.season.seasonName, itemName: item.item.itemName, isNotPaddyFieldItem: item.season.isNotPaddyFieldItem,
        details: item.item.itemDetails, workItems: entry.workItems, workDate: entry.workDate, worker: entry.worker, imagePaths,
        paddyFields: field ? [{ paddy_field_id: field.paddy_field_id, paddy_field_name: field.name }] : [],
        areaTotal: field ? sumAreas([field.area]) : null, userId: context.userId, workHistoryIds: [current.workHistoryId],
      }),
    );
    if (!updated) return RpcErrors.notFound();
    return toWorkHistory(updated, item.item, item.season, field?.name ?? null);
  }

  async delete(context: RequestContext, input: DeleteWorkHistoryRequest, kind: HistoryKind): Promise<DeleteWorkHistoryResponse> {
    const scope = writeScope(context);
    const current = await this.histories.findActive(scope, input.work_history_id);
    if (!current || (current.paddyFieldId === null) !== (kind === 'global')) return RpcErrors.notFound();
    const { deletedIds } = await this.deleteMany(context, scope, [current]);
    if (!deletedIds.length) return RpcErrors.notFound();
    return { work_history_id: current.workHistoryId };
  }

  /**
   * Deletes histories of one operation with one type-3 log: the snapshot names every field
   * (current names, null when the field is gone) and takes the values of the first history.
   */
  async deleteMany(context: RequestContext, scope: YearScope, targets: WorkHistoryEntity[]): Promise<{ deletedIds: string[]; logId: string | null }> {
    const first = targets[0];
    const item = await this.items.findItem(scope.accountId, first.itemId);
    const fieldIds = targets.flatMap((t) => (t.paddyFieldId ? [t.paddyFieldId] : []));
    const fields = fieldIds.length ? await this.fields.lookup(context, fieldIds) : new Map<string, PaddyFieldSummary>();
    const global = first.paddyFieldId === null;
    return this.histories.deleteEntries(scope, targets.map((t) => t.workHistoryId), (deletedIds) => {
      const deleted = targets.filter((t) => deletedIds.includes(t.workHistoryId));
      const deletedFields = deleted.flatMap((t) => (t.paddyFieldId ? [t.paddyFieldId] : []));
      return buildLog({
        type: 3, seasonName: item?.season.seasonName ?? '', itemName: item?.item.itemName ?? '', isNotPaddyFieldItem: global,
        details: item?.item.itemDetails ?? [], workItems: first.workItems, workDate: first.workDate, worker: first.worker,
        imagePaths: first.imagePaths,
        paddyFields: deletedFields.map((id) => ({ paddy_field_id: id, paddy_field_name: fields.get(id)?.name ?? null })),
        areaTotal: global ? null : sumAreas(deletedFields.map((id) => fields.get(id)?.area ?? null)),
        userId: context.userId, workHistoryIds: deletedIds,
      });
    });
  }
}
