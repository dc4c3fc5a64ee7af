import { Injectable } from '@nestjs/common';
import type { ReportWorkData } from '@inasaku/contracts';
import { AnswerCache } from '../common/answer-cache';

/** Like the field directory: a renamed field shows within this time. */
const TTL_MS = 30_000;
/** Heap bytes of the answers kept in all: a 20,000-history year is about 4 M characters, 8 MB with Japanese text in it. */
const MAX_BYTES = 24 * 1024 * 1024;

/**
 * Report-data answers already made, per account, year and part, kept while nothing they show
 * has changed: the same histories version (every history write bumps it, HistoriesVersion), the
 * same seasons and items (the catalog object CatalogService hands out until one changes) and at
 * most TTL_MS old. A report is opened, its toggles tried, its Excel downloaded, and opened again.
 */
@Injectable()
export class ReportDataCache extends AnswerCache<ReportWorkData> {
  constructor() {
    super(MAX_BYTES, TTL_MS);
  }
}
