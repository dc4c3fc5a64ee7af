import { Inject, Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  type PaddyField, type ReportPaddyField, type ReportWorkData, type ReportWorkDataRequest, type RequestContext,
} from '@inasaku/contracts';
import { RawJson, ServiceClient } from '@inasaku/service-kit';
import { REPLY_BUDGET_BYTES, fitToBudget } from '../common/payload-budget';
import { readScope } from '../common/year';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';
import { SeasonsService } from '../seasons/seasons.service';
import { ReportDataRepository } from './report-data.repository';

/** Rows read per page before the reply budget cuts; a year of 20,000 histories takes a few pages. */
const PAGE_ROWS = 6_000;

/**
 * The yearly work report's data: fields (from the fields service, with their added order),
 * seasons with items and details, and every history of the year, in pages that fit one NATS reply.
 */
@Injectable()
export class ReportDataService {
  constructor(
    private readonly repository: ReportDataRepository,
    private readonly seasons: SeasonsService,
    private readonly client: ServiceClient,
    @Inject(WORKS_ENV) private readonly env: WorksEnv,
  ) {}

  async workData(context: RequestContext, query: ReportWorkDataRequest): Promise<RawJson<ReportWorkData>> {
    const scope = readScope(context);
    const first = !query.cursor;
    const [fields, seasons, rows] = await Promise.all([
      first ? this.fieldsOf(context) : Promise.resolve(null),
      first ? this.seasons.list(context, { include_not_paddy_field_item: true }) : Promise.resolve(null),
      this.repository.page(scope, query.cursor, PAGE_ROWS),
    ]);
    const head = JSON.stringify({ paddy_fields: fields, seasons });
    // The histories get what the fields and seasons leave of one reply.
    const budget = Math.max(50_000, REPLY_BUDGET_BYTES - Buffer.byteLength(head));
    const histories = fitToBudget(rows, budget);
    const more = histories.length < rows.length || rows.length === PAGE_ROWS;
    const answer: ReportWorkData = {
      paddy_fields: fields,
      seasons,
      work_histories: histories,
      next_cursor: more && histories.length ? histories[histories.length - 1].work_history_id : null,
    };
    return new RawJson(JSON.stringify(answer));
  }

  private async fieldsOf(context: RequestContext): Promise<ReportPaddyField[]> {
    const rows = await this.client.request<PaddyField[]>(
      SUBJECTS.fields.paddyFields.list, context, {}, this.env.FIELDS_LOOKUP_TIMEOUT_MS,
    );
    return (rows ?? [])
      .map((f) => ({ paddy_field_id: f.paddy_field_id, name: f.name, sequence: f.sequence, area: f.area }))
      .sort((a, b) => a.sequence - b.sequence);
  }
}
