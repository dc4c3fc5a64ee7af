import { Injectable } from '@nestjs/common';
import {
  SEARCH_PAGE_SIZE, WORKS_MESSAGES,
  type PaddyFieldSummary, type RequestContext, type SearchPaddyGroup, type SearchWorkHistoriesRequest, type SearchWorkHistoriesResponse, type WorkHistory,
} from '@inasaku/contracts';
import { RawJson, RpcErrors, readScope } from '@inasaku/service-kit';
import { fitToBudget, jsonWithinBudget } from '../common/payload-budget';
import { FieldsClient } from '../paddy-fields/fields-client';
import { CatalogService } from '../seasons/catalog.service';
import { HistoriesVersion } from './histories-version';
import { SearchCache } from './search-cache';
import { searchNeedle } from './work-entry';
import { toWorkHistory } from './work-history.mapper';
import { WorkHistoriesRepository } from './work-histories.repository';

interface Hit {
  history: WorkHistory;
  /** null: a ほ場外作業 hit */
  field: PaddyFieldSummary | null;
  /** its place among the rows read for the page */
  row: number;
}

/** 作業の検索 (spec 000 §2.7): one page of hits, newest first, grouped per field plus ほ場外作業. */
@Injectable()
export class SearchService {
  constructor(
    private readonly histories: WorkHistoriesRepository,
    private readonly catalog: CatalogService,
    private readonly fields: FieldsClient,
    private readonly versions: HistoriesVersion,
    private readonly cache: SearchCache,
  ) {}

  async search(context: RequestContext, query: SearchWorkHistoriesRequest): Promise<RawJson<SearchWorkHistoriesResponse>> {
    const scope = readScope(context);
    const needle = searchNeedle(query.q);
    if (!needle) return RpcErrors.validation(WORKS_MESSAGES.searchRequired, 'q');
    // The version is read before the histories, so a page made while a write commits is kept under the older version.
    const [catalog, version] = await Promise.all([this.catalog.load(scope.accountId), this.versions.current(scope.accountId)]);
    const key = `${scope.accountId}:${scope.managementId}:${query.offset}:${needle}`;
    const cached = this.cache.get(key, catalog, version);
    if (cached) return cached;

    // Items found by their own or their season's name: all their histories are hits.
    const byName = catalog.itemList
      .filter((i) => searchNeedle(i.itemName).includes(needle) || searchNeedle(catalog.seasons.get(i.seasonId)?.seasonName ?? '').includes(needle))
      .map((i) => i.itemId);
    const { rows, total } = await this.histories.search(scope, needle, byName, { offset: query.offset, limit: SEARCH_PAGE_SIZE });
    const fieldIds = rows.flatMap((h) => (h.paddyFieldId ? [h.paddyFieldId] : []));
    const fields = fieldIds.length ? await this.fields.lookupForRead(context, fieldIds) : new Map<string, PaddyFieldSummary>();

    const hits: Hit[] = [];
    for (const [row, h] of rows.entries()) {
      const field = h.paddyFieldId ? fields.get(h.paddyFieldId) : null;
      // A field deleted a moment ago (event not handled yet) is left out like its histories will be.
      if (field === undefined) continue;
      hits.push({ history: toWorkHistory(h, catalog.items.get(h.itemId), catalog.seasons.get(h.seasonId), field?.name ?? null), field, row });
    }
    const whole = pageOf(hits, hits.length, rows.length, query.offset, total);
    // Cut to the reply size only when the whole page does not fit (a page of long free texts).
    const page = jsonWithinBudget(whole) ?? RawJson.of(pageOf(hits, fitToBudget(hits.map((x) => x.history)).length, rows.length, query.offset, total));
    this.cache.set(key, catalog, version, page);
    return page;
  }
}

/** The answer listing the first `shown` hits; the next page starts after the last row they used. */
function pageOf(hits: Hit[], shown: number, rowsRead: number, offset: number, total: number): SearchWorkHistoriesResponse {
  const groups = new Map<string, SearchPaddyGroup>();
  const listNotPaddy: WorkHistory[] = [];
  for (const { history, field } of hits.slice(0, shown)) {
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
  // Rows of a field deleted meanwhile are passed over; a page cut to the reply size goes on from
  // the first hit left out (at least one row on, so paging always moves).
  const used = shown < hits.length ? Math.max(1, hits[shown].row) : rowsRead;
  const nextOffset = offset + used < total ? offset + used : null;
  return { listPaddy: [...groups.values()], listNotPaddy, total_count: total, truncated: nextOffset !== null, next_offset: nextOffset };
}
