import { Injectable } from '@nestjs/common';
import {
  SEARCH_RESULT_LIMIT, WORKS_MESSAGES,
  type PaddyFieldSummary, type RequestContext, type SearchPaddyGroup, type SearchWorkHistoriesRequest, type SearchWorkHistoriesResponse, type WorkHistory,
} from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { fitToBudget } from '../common/payload-budget';
import { readScope } from '../common/year';
import { FieldsClient } from '../paddy-fields/fields-client';
import { CatalogService } from '../seasons/catalog.service';
import { searchNeedle } from './work-entry';
import { toWorkHistory } from './work-history.mapper';
import { WorkHistoriesRepository } from './work-histories.repository';

/** 作業の検索 (spec 000 §2.7): hits grouped per field plus ほ場外作業. */
@Injectable()
export class SearchService {
  constructor(
    private readonly histories: WorkHistoriesRepository,
    private readonly catalog: CatalogService,
    private readonly fields: FieldsClient,
  ) {}

  async search(context: RequestContext, query: SearchWorkHistoriesRequest): Promise<SearchWorkHistoriesResponse> {
    const scope = readScope(context);
    const needle = searchNeedle(query.q);
    if (!needle) return RpcErrors.validation(WORKS_MESSAGES.searchRequired, 'q');
    const catalog = await this.catalog.load(scope.accountId);
    // Items found by their own or their season's name: all their histories are hits.
    const byName = catalog.itemList
      .filter((i) => searchNeedle(i.itemName).includes(needle) || searchNeedle(catalog.seasons.get(i.seasonId)?.seasonName ?? '').includes(needle))
      .map((i) => i.itemId);
    const { rows, total } = await this.histories.search(scope, needle, byName, SEARCH_RESULT_LIMIT);
    const fieldIds = rows.flatMap((h) => (h.paddyFieldId ? [h.paddyFieldId] : []));
    const fields = fieldIds.length ? await this.fields.lookupForRead(context, fieldIds) : new Map<string, PaddyFieldSummary>();

    const hits: { history: WorkHistory; field: PaddyFieldSummary | null }[] = [];
    for (const h of rows) {
      const field = h.paddyFieldId ? fields.get(h.paddyFieldId) : null;
      // A field deleted a moment ago (event not handled yet) is left out like its histories will be.
      if (field === undefined) continue;
      hits.push({ history: toWorkHistory(h, catalog.items.get(h.itemId), catalog.seasons.get(h.seasonId), field?.name ?? null), field });
    }
    const shown = fitToBudget(hits.map((x) => x.history));
    const groups = new Map<string, SearchPaddyGroup>();
    const listNotPaddy: WorkHistory[] = [];
    for (const { history, field } of hits.slice(0, shown.length)) {
      if (!field) {
        listNotPaddy.push(history);
        continue;
      }
      let group = groups.get(field.paddy_field_id);
      if (!group) {
        group = {
          paddy_field_id: field.paddy_field_id, paddy_field_name: field.name, map_pos: field.map_pos, area: field.area,
          brand_name: field.brand_name, workHistories: [],
        };
        groups.set(field.paddy_field_id, group);
      }
      group.workHistories.push(history);
    }
    return { listPaddy: [...groups.values()], listNotPaddy, total_count: total, truncated: total > shown.length };
  }
}
