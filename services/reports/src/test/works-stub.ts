import { SUBJECTS, WORKS_SUBJECTS, type ReportPaddyField, type ReportWorkEntry, type Season } from '@inasaku/contracts';
import { NatsStub, type StubReply } from '@inasaku/testing';

function compact(h: ReportWorkEntry, seasons: Season[]) {
  const ids = seasons.flatMap((s) => s.items).find((i) => i.item_id === h.item_id)?.item_details.map((d) => d.item_detail_id) ?? [];
  return {
    f: h.paddy_field_id, i: h.item_id, v: ids.map((id) => h.work_items[id] ?? null), a: ids.map((id) => h.work_items_auto[id] ?? null),
    p: h.image_paths, d: h.work_date, t: Date.parse(h.create_datetime),
  };
}

export interface YearData {
  accountId: string;
  managementId: string;
  year: string;
  data: { paddy_fields: ReportPaddyField[]; seasons: Season[]; work_histories: ReportWorkEntry[] };
}

/**
 * Stands in for the works service (report data, answered in two pages to exercise the cursor)
 * and the account service (the years) on the test NATS, each account seeing its own year only.
 */
export class WorksStub {
  private readonly years: YearData[] = [];
  /** ms to wait before each report-data answer */
  delayMs = 0;
  /** answer report data with this error */
  failWith: { statusCode: number; code: string; message: string } | null = null;
  calls = 0;

  private constructor(private readonly nats: NatsStub) {}

  static async start(url: string): Promise<WorksStub> {
    const nats = await NatsStub.connect(url, 'works-stub');
    const stub = new WorksStub(nats);
    // Two parts; part 1 answers in two pieces (a cursor), like a large year.
    nats.answer<{ part?: number; cursor?: string } | undefined>(WORKS_SUBJECTS.reports.workData, 'works', async (sent, ctx): Promise<StubReply> => {
      const payload = sent ?? {};
      stub.calls++;
      if (stub.delayMs) await new Promise((r) => setTimeout(r, stub.delayMs));
      if (stub.failWith) return { err: stub.failWith };
      const y = stub.years.find((v) => v.accountId === ctx.accountId && v.managementId === ctx.managementId);
      const all = (y?.data.work_histories ?? []).map((h) => compact(h, y!.data.seasons));
      const [a, b] = [Math.ceil(all.length / 3), Math.ceil((2 * all.length) / 3)];
      const answer = (rows: unknown[], next: string | null, first = false) => ({
        response: { paddy_fields: first ? (y?.data.paddy_fields ?? []) : null, seasons: first ? (y?.data.seasons ?? []) : null, parts: 2, work_histories: rows, next_cursor: next },
      });
      if (payload.part === undefined) return answer(all.slice(0, a), null, true);
      return payload.cursor ? answer(all.slice(b), null) : answer(all.slice(a, b), '00000000-0000-4000-8000-000000000001');
    });
    nats.answer(SUBJECTS.account.managements.list, 'account', (_payload, ctx) => ({
      response: stub.years.filter((v) => v.accountId === ctx.accountId).map((v) => ({ management_id: v.managementId, start_datetime: `${v.year}-01-01T00:00:00+09:00` })),
    }));
    await nats.ready();
    return stub;
  }

  add(year: YearData): void {
    this.years.push(year);
  }

  clear(): void {
    this.years.length = 0;
    this.delayMs = 0;
    this.failWith = null;
    this.calls = 0;
  }

  close(): Promise<void> {
    return this.nats.close();
  }
}
