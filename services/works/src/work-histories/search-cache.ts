import { Injectable } from '@nestjs/common';
import type { SearchWorkHistoriesResponse } from '@inasaku/contracts';
import type { RawJson } from '@inasaku/service-kit';
import type { Catalog } from '../seasons/catalog.service';

/** Like the field directory the pages are made with: a renamed field shows within this time. */
const TTL_MS = 30_000;
/** Characters of JSON kept in all, the least recently made page dropped first. */
const MAX_CHARS = 16_000_000;

interface Entry {
  page: RawJson<SearchWorkHistoriesResponse>;
  catalog: Catalog;
  version: string;
  until: number;
}

/**
 * Search pages already answered, per account, year, query and offset, kept while nothing they
 * show has changed: the same histories version (every history write bumps it, see
 * HistoriesVersion), the same seasons and items (the catalog object CatalogService hands out
 * until a season or item changes) and at most TTL_MS old. The popup asks the same query again
 * after each edit or delete, and the farm's staff look for the same worker and product names.
 */
@Injectable()
export class SearchCache {
  private readonly pages = new Map<string, Entry>();
  private chars = 0;

  get(key: string, catalog: Catalog, version: string | null): RawJson<SearchWorkHistoriesResponse> | null {
    const entry = this.pages.get(key);
    if (!entry) return null;
    if (entry.catalog === catalog && entry.version === version && entry.until > Date.now()) return entry.page;
    this.drop(key, entry);
    return null;
  }

  set(key: string, catalog: Catalog, version: string | null, page: RawJson<SearchWorkHistoriesResponse>): void {
    if (version === null) return;
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, { page, catalog, version, until: Date.now() + TTL_MS });
    this.chars += page.json.length;
    for (const [oldest, entry] of this.pages) {
      if (this.chars <= MAX_CHARS) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.pages.delete(key);
    this.chars -= entry.page.json.length;
  }
}
