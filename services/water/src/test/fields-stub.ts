import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { SUBJECTS, type PaddyFieldSummary, type RpcEnvelope } from '@inasaku/contracts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Stands in for the fields service on the test NATS (a copy of the works harness stub): answers `fields.paddy-fields.lookup` and
 * `fields.paddy-fields.directory` in Nest's reply format from fields registered by the test, each
 * visible to its own account only (the real service's tenant rule).
 */
export class FieldsStub {
  private readonly fields = new Map<string, { accountId: string; summary: PaddyFieldSummary }>();
  calls = 0;
  directoryCalls = 0;

  private constructor(private readonly nc: NatsConnection, private readonly subs: Subscription[]) {}

  static async start(url: string): Promise<FieldsStub> {
    const nc = await connect({ servers: url, name: 'fields-stub' });
    const lookup = nc.subscribe(SUBJECTS.fields.paddyFields.lookup, { queue: 'fields' });
    const directory = nc.subscribe(SUBJECTS.fields.paddyFields.directory, { queue: 'fields' });
    const stub = new FieldsStub(nc, [lookup, directory]);
    void stub.serve(lookup, (payload, accountId) => {
      stub.calls++;
      return (payload.paddy_field_ids ?? []).flatMap((id) => {
        const f = stub.fields.get(id);
        return f && f.accountId === accountId ? [f.summary] : [];
      });
    });
    void stub.serve(directory, (_payload, accountId, managementId) => {
      stub.directoryCalls++;
      return [...stub.fields.values()]
        .filter((f) => f.accountId === accountId && f.summary.management_id === managementId)
        .map((f) => f.summary);
    });
    await nc.flush();
    return stub;
  }

  private async serve(
    sub: Subscription,
    answer: (payload: { paddy_field_ids?: string[] }, accountId: string | null, managementId: string | null) => PaddyFieldSummary[],
  ): Promise<void> {
    for await (const msg of sub) {
      const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<{ paddy_field_ids?: string[] }> };
      const response = answer(packet.data.payload ?? {}, packet.data.context.accountId, packet.data.context.managementId);
      msg.respond(encoder.encode(JSON.stringify({ id: packet.id, response, isDisposed: true })));
    }
  }

  /** Registers a field of an account's year and returns its id. */
  add(accountId: string, managementId: string, field: { name?: string | null; area?: string | null; brand_name?: string | null; map_pos?: string } = {}): string {
    const id = randomUUID();
    this.fields.set(id, {
      accountId,
      summary: {
        paddy_field_id: id, management_id: managementId, name: field.name ?? null, map_pos: field.map_pos ?? '36.65,138.18',
        area: field.area ?? null, brand_id: null, brand_name: field.brand_name ?? null,
      },
    });
    return id;
  }

  /** As the fields service does on delete: the field no longer answers. */
  remove(id: string): void {
    this.fields.delete(id);
  }

  rename(id: string, name: string): void {
    const f = this.fields.get(id);
    if (f) f.summary = { ...f.summary, name };
  }

  clear(): void {
    this.fields.clear();
  }

  async close(): Promise<void> {
    for (const sub of this.subs) sub.unsubscribe();
    await this.nc.drain();
  }
}
