import { Inject, Injectable } from '@nestjs/common';
import {
  SUBJECTS, reportPartBound,
  type PaddyField, type ReportPaddyField, type ReportWorkData, type ReportWorkDataRequest, type RequestContext,
} from '@inasaku/contracts';
import { RawJson, ServiceClient } from '@inasaku/service-kit';
import { REPLY_BUDGET_BYTES } from '../common/payload-budget';
import { readScope } from '../common/year';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';
import { CatalogService, type Catalog } from '../seasons/catalog.service';
import { SeasonsService } from '../seasons/seasons.service';
import { HistoriesVersion } from '../work-histories/histories-version';
import { ReportDataCache } from './report-data-cache';
import { ReportDataRepository } from './report-data.repository';

/** Histories per part: a compact history is about 200–300 bytes, so a part fits one reply. */
export const ROWS_PER_PART = 2500;

/**
 * The yearly work report's data: fields (from the fields service, with their added order),
 * seasons with items and details, and every history of the year, cut into parts of the id space
 * that the client asks for together; each answer fits one NATS reply.
 */
@Injectable()
export class ReportDataService {
  constructor(
    private readonly repository: ReportDataRepository,
    private readonly seasons: SeasonsService,
    private readonly catalog: CatalogService,
    private readonly client: ServiceClient,
    private readonly versions: HistoriesVersion,
    private readonly cache: ReportDataCache,
    @Inject(WORKS_ENV) private readonly env: WorksEnv,
  ) {}

  async workData(context: RequestContext, query: ReportWorkDataRequest): Promise<RawJson<ReportWorkData>> {
    const scope = readScope(context);
    const [version, catalog] = await Promise.all([this.versions.current(scope.accountId), this.catalog.load(scope.accountId)]);
    const key = `${scope.accountId}:${scope.managementId}:${query.part ?? 'first'}:${query.parts ?? ''}:${query.cursor ?? ''}`;
    const kept = this.cache.get(key, catalog, version);
    if (kept) return kept;
    const answer = await this.build(context, query, catalog);
    this.cache.set(key, catalog, version, answer);
    return answer;
  }

  private async build(context: RequestContext, query: ReportWorkDataRequest, catalog: Catalog): Promise<RawJson<ReportWorkData>> {
    const scope = readScope(context);
    const first = query.part === undefined;
    const [fields, seasons, count] = await Promise.all([
      first ? this.fieldsOf(context) : Promise.resolve(null),
      first ? this.seasons.list(context, { include_not_paddy_field_item: true }) : Promise.resolve(null),
      first ? this.repository.count(scope) : Promise.resolve(0),
    ]);
    const parts = first ? Math.max(1, Math.ceil(count / ROWS_PER_PART)) : Math.max(1, query.parts ?? 1);
    const part = Math.min(query.part ?? 0, parts - 1);
    const from = reportPartBound(part, parts);
    const to = part + 1 < parts ? reportPartBound(part + 1, parts) : null;
    const order: Record<string, string[]> = {};
    for (const [id, item] of catalog.items) order[id] = item.itemDetails.map((d) => d.item_detail_id);
    const rows = await this.repository.compactRange(scope, order, from, to, query.cursor, ROWS_PER_PART * 2);

    const head = `{"paddy_fields":${JSON.stringify(fields)},"seasons":${JSON.stringify(seasons)},"parts":${parts},"work_histories":[`;
    let used = Buffer.byteLength(head) + 64;
    const pieces: string[] = [];
    let last: string | null = null;
    let cut = false;
    for (const r of rows) {
      const size = Buffer.byteLength(r.j) + 1;
      if (used + size > REPLY_BUDGET_BYTES && pieces.length) {
        cut = true;
        break;
      }
      used += size;
      pieces.push(r.j);
      last = r.work_history_id;
    }
    const more = cut || rows.length === ROWS_PER_PART * 2;
    return new RawJson(`${head}${pieces.join(',')}],"next_cursor":${more && last ? JSON.stringify(last) : 'null'}}`);
  }

  private async fieldsOf(context: RequestContext): Promise<ReportPaddyField[]> {
    const rows = await this.client.request<PaddyField[]>(SUBJECTS.fields.paddyFields.list, context, {}, this.env.FIELDS_LOOKUP_TIMEOUT_MS);
    return (rows ?? [])
      .map((f) => ({ paddy_field_id: f.paddy_field_id, name: f.name, sequence: f.sequence, area: f.area }))
      .sort((a, b) => a.sequence - b.sequence);
  }
}
