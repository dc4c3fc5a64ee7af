import { connect, type NatsConnection, type Subscription } from 'nats';
import { SUBJECTS, WORKS_SUBJECTS, type ReportWorkData, type RpcEnvelope } from '@inasaku/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface YearData {
  accountId: string;
  managementId: string;
  year: string;
  data: Omit<ReportWorkData, 'next_cursor'>;
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

  private constructor(private readonly nc: NatsConnection, private readonly subs: Subscription[]) {}

  static async start(url: string): Promise<WorksStub> {
    const nc = await connect({ servers: url, name: 'works-stub' });
    const data = nc.subscribe(WORKS_SUBJECTS.reports.workData, { queue: 'works' });
    const years = nc.subscribe(SUBJECTS.account.managements.list, { queue: 'account' });
    const stub = new WorksStub(nc, [data, years]);
    void stub.serve(data, async (payload: { cursor?: string }, ctx) => {
      stub.calls++;
      if (stub.delayMs) await new Promise((r) => setTimeout(r, stub.delayMs));
      if (stub.failWith) return { err: stub.failWith };
      const y = stub.years.find((v) => v.accountId === ctx.accountId && v.managementId === ctx.managementId);
      const all = y?.data.work_histories ?? [];
      const half = Math.ceil(all.length / 2);
      if (!payload.cursor) {
        return { response: { paddy_fields: y?.data.paddy_fields ?? [], seasons: y?.data.seasons ?? [], work_histories: all.slice(0, half), next_cursor: half < all.length ? 'x' : null } };
      }
      return { response: { paddy_fields: null, seasons: null, work_histories: all.slice(half), next_cursor: null } };
    });
    void stub.serve(years, async (_payload, ctx) => ({
      response: stub.years.filter((v) => v.accountId === ctx.accountId).map((v) => ({ management_id: v.managementId, start_datetime: `${v.year}-01-01T00:00:00+09:00` })),
    }));
    await nc.flush();
    return stub;
  }

  private async serve(sub: Subscription, answer: (payload: never, ctx: RpcEnvelope<unknown>['context']) => Promise<{ response?: unknown; err?: unknown }>) {
    for await (const msg of sub) {
      const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<never> };
      const out = await answer(packet.data.payload ?? ({} as never), packet.data.context);
      msg.respond(encoder.encode(JSON.stringify({ id: packet.id, ...out, isDisposed: true })));
    }
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

  async close(): Promise<void> {
    for (const s of this.subs) s.unsubscribe();
    await this.nc.drain();
  }
}
