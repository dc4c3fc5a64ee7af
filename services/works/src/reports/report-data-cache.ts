import { Injectable } from '@nestjs/common';
import type { ReportWorkData } from '@inasaku/contracts';
import type { RawJson } from '@inasaku/service-kit';
import type { Catalog } from '../seasons/catalog.service';

/** Like the field directory: a renamed field shows within this time. */
const TTL_MS = 30_000;
/** Characters of JSON kept in all (a 20,000-history year is about 4 M), the least recently made answer dropped first. */
const MAX_CHARS = 24_000_000;

interface Entry {
  answer: RawJson<ReportWorkData>;
  catalog: Catalog;
  version: string;
  until: number;
}

/**
 * Report-data answers already made, per account, year and part, kept while nothing they show
 * has changed: the same histories version (every history write bumps it, HistoriesVersion), the
 * same seasons and items (the catalog object CatalogService hands out until one changes) and at
 * most TTL_MS old. A report is opened, its toggles tried, its Excel downloaded, and opened again.
 */
@Injectable()
export class ReportDataCache {
  private readonly answers = new Map<string, Entry>();
  private chars = 0;

  get(key: string, catalog: Catalog, version: string | null): RawJson<ReportWorkData> | null {
    const entry = this.answers.get(key);
    if (!entry) return null;
    if (entry.catalog === catalog && entry.version === version && entry.until > Date.now()) return entry.answer;
    this.drop(key, entry);
    return null;
  }

  set(key: string, catalog: Catalog, version: string | null, answer: RawJson<ReportWorkData>): void {
    if (version === null) return;
    const old = this.answers.get(key);
    if (old) this.drop(key, old);
    this.answers.set(key, { answer, catalog, version, until: Date.now() + TTL_MS });
    this.chars += answer.json.length;
    for (const [oldest, entry] of this.answers) {
      if (this.chars <= MAX_CHARS) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.answers.delete(key);
    this.chars -= entry.answer.json.length;
  }
}
