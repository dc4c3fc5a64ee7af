import { Injectable } from '@nestjs/common';
import { MAX_PADDY_FIELD_IDS, SUBJECTS, type PaddyFieldSummary, type RequestContext } from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';

/** Long enough for a 5,000-field year on a busy machine, short enough to fail a screen visibly. */
const FIELDS_TIMEOUT_MS = 5_000;

/**
 * Paddy fields belong to the fields service; water asks it over NATS with the caller's context,
 * so the fields service applies its own tenant rule (another account's ids do not come back).
 * Nothing is cached: the gate map is one request per screen load, and a field added, renamed or
 * deleted there must show on the next load.
 */
@Injectable()
export class FieldsClient {
  constructor(private readonly client: ServiceClient) {}

  /** Every field of the context's year. */
  async directory(context: RequestContext): Promise<PaddyFieldSummary[]> {
    return (await this.client.request<PaddyFieldSummary[]>(SUBJECTS.fields.paddyFields.directory, context, {}, FIELDS_TIMEOUT_MS)) ?? [];
  }

  /** The account's fields among `ids` (any year), keyed by id; unknown, deleted or foreign ids are absent. */
  async lookup(context: RequestContext, ids: readonly string[]): Promise<Map<string, PaddyFieldSummary>> {
    const found = new Map<string, PaddyFieldSummary>();
    for (let i = 0; i < ids.length; i += MAX_PADDY_FIELD_IDS) {
      const rows = await this.client.request<PaddyFieldSummary[]>(
        SUBJECTS.fields.paddyFields.lookup, context, { paddy_field_ids: ids.slice(i, i + MAX_PADDY_FIELD_IDS) }, FIELDS_TIMEOUT_MS,
      );
      for (const row of rows ?? []) found.set(row.paddy_field_id, row);
    }
    return found;
  }
}
