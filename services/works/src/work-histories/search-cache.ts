import { Injectable } from '@nestjs/common';
import type { SearchWorkHistoriesResponse } from '@inasaku/contracts';
import { AnswerCache } from '../common/answer-cache';

/** Like the field directory the pages are made with: a renamed field shows within this time. */
const TTL_MS = 30_000;
/** Heap bytes of the pages kept in all (a page of 100 hits is some 50 KB of JSON). */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Search pages already answered, per account, year, query and offset, kept while nothing they
 * show has changed: the same histories version (every history write bumps it, see
 * HistoriesVersion), the same seasons and items (the catalog object CatalogService hands out
 * until a season or item changes) and at most TTL_MS old. The popup asks the same query again
 * after each edit or delete, and the farm's staff look for the same worker and product names.
 */
@Injectable()
export class SearchCache extends AnswerCache<SearchWorkHistoriesResponse> {
  constructor() {
    super(MAX_BYTES, TTL_MS);
  }
}
