import { Inject, Injectable } from '@nestjs/common';
import {
  SUBJECTS, reportPartBound,
  type PaddyField, type ReportPaddyField, type ReportWorkData, type ReportWorkDataRequest, type RequestContext,
} from '@inasaku/contracts';
import { RawJson, RpcErrors, ServiceClient, readScope } from '@inasaku/service-kit';
import { REPLY_BUDGET_BYTES } from '../common/payload-budget';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';
import { CatalogService, type Catalog } from '../seasons/catalog.service';
import { SeasonsService } from '../seasons/seasons.service';
import { HistoriesVersion } from '../work-histories/histories-version';
import { AccountYears } from './account-years';
import { ReportDataCache } from './report-data-cache';
import { ReportDataRepository } from './report-data.repository';

/** Histories per part of a part request: a compact history is about 200–300 bytes, so a part fits one reply. */
export const ROWS_PER_PART = 2500;

/**
 * The yearly work report's data: fields (from the fields service, with their added order),
 * seasons with items and details, and every history of the year, all in the first answer
 * (`parts: 1`). Requests for a part of the id space (older clients) are still answered, each
 * fitting one NATS reply and continued by cursor.
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
    private readonly years: AccountYears,
    @Inject(WORKS_ENV) private readonly env: WorksEnv,
  ) {}

  async workData(context: RequestContext, query: ReportWorkDataRequest): Promise<RawJson<ReportWorkData>> {
    const scope = readScope(context);
    // Whether the year is the caller's account's is asked of the account service while the data
    // is read (every query is scoped to the caller's account, so a foreign year reads nothing of
    // another's); nothing is answered or kept before the answer is yes.
    const owned = this.years.owns(context, scope.managementId);
    // Handled here too: a failure while the other work is awaited must not count as unhandled.
    owned.catch(() => undefined);
    const [version, catalog] = await Promise.all([this.versions.current(scope.accountId), this.catalog.load(scope.accountId)]);
    const key = `${scope.accountId}:${scope.managementId}:${query.part ?? 'first'}:${query.parts ?? ''}:${query.cursor ?? ''}`;
    const answer = this.cache.get(key, catalog, version) ?? this.build(context, query, catalog);
    if (answer instanceof Promise) answer.catch(() => undefined);
    // Another account's year (or none at all): 404 like every other year check.
    if (!(await owned)) return RpcErrors.notFound();
    if (!(answer instanceof Promise)) return answer;
    const built = await answer;
    this.cache.set(key, catalog, version, built);
    return built;
  }

  private async build(context: RequestContext, query: ReportWorkDataRequest, catalog: Catalog): Promise<RawJson<ReportWorkData>> {
    const scope = readScope(context);
    const order = new Map<string, string[]>();
    const auto = new Map<string, Set<string>>();
    for (const [id, item] of catalog.items) {
      order.set(id, item.itemDetails.map((d) => d.item_detail_id));
      auto.set(id, new Set(item.itemDetails.filter((d) => d.item_detail_type === 'num' && d.item_detail_auto).map((d) => d.item_detail_id)));
    }
    if (query.part === undefined) {
      // The whole year in one answer: PostgreSQL makes the JSON text of every history (two slices
      // of the id space at once); a reply larger than one NATS message travels in chunks
      // (service-kit ChunkedReplies). The fields and the seasons are asked meanwhile.
      const [fields, seasons, year] = await Promise.all([
        this.fieldsOf(context),
        this.seasons.list(context, { include_not_paddy_field_item: true }),
        this.repository.yearJson(scope, order, auto),
      ]);
      return new RawJson(
        `{"paddy_fields":${JSON.stringify(fields)},"seasons":${JSON.stringify(seasons)},"parts":1,"work_histories":[${year.json}],"next_cursor":null}`,
      );
    }
    // A part of the id space, continued by cursor (clients from before the whole-year answer).
    const parts = Math.max(1, query.parts ?? 1);
    const part = Math.min(query.part, parts - 1);
    const from = reportPartBound(part, parts);
    const to = part + 1 < parts ? reportPartBound(part + 1, parts) : null;
    const rows = await this.repository.compactRange(scope, order, auto, from, to, query.cursor, ROWS_PER_PART * 2);
    const head = `{"paddy_fields":null,"seasons":null,"parts":${parts},"work_histories":[`;
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
      .map((f) => ({
        paddy_field_id: f.paddy_field_id, name: f.name, sequence: f.sequence, area: f.area, boundary_area_a: f.boundary_area_a ?? null,
      }))
      .sort((a, b) => a.sequence - b.sequence);
  }
}
