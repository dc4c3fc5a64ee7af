import { randomUUID } from 'node:crypto';
import { SUBJECTS, type PaddyFieldSummary } from '@inasaku/contracts';
import { NatsStub } from './nats-stub';

/**
 * Stands in for the fields service, for the services that ask it about paddy fields (works,
 * water): answers `fields.paddy-fields.lookup` and `fields.paddy-fields.directory` from fields
 * registered by the test, each visible to its own account only (the real service's tenant rule).
 */
export class FieldsStub {
  private readonly fields = new Map<string, { accountId: string; summary: PaddyFieldSummary }>();
  calls = 0;
  directoryCalls = 0;

  private constructor(private readonly stub: NatsStub) {}

  static async start(url: string): Promise<FieldsStub> {
    const nats = await NatsStub.connect(url, 'fields-stub');
    const stub = new FieldsStub(nats);
    nats.answer<{ paddy_field_ids?: string[] }>(SUBJECTS.fields.paddyFields.lookup, 'fields', (payload, context) => {
      stub.calls++;
      const response = (payload?.paddy_field_ids ?? []).flatMap((id) => {
        const f = stub.fields.get(id);
        return f && f.accountId === context.accountId ? [f.summary] : [];
      });
      return { response };
    });
    nats.answer(SUBJECTS.fields.paddyFields.directory, 'fields', (_payload, context) => {
      stub.directoryCalls++;
      const response = [...stub.fields.values()]
        .filter((f) => f.accountId === context.accountId && f.summary.management_id === context.managementId)
        .map((f) => f.summary);
      return { response };
    });
    await nats.ready();
    return stub;
  }

  /** Registers a field of an account's year and returns its id. */
  add(
    accountId: string,
    managementId: string,
    field: { name?: string | null; area?: string | null; brand_name?: string | null; map_pos?: string } = {},
  ): string {
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

  close(): Promise<void> {
    return this.stub.close();
  }
}
