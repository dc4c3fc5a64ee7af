import { Inject, Injectable } from '@nestjs/common';
import { MAX_PADDY_FIELD_IDS, SUBJECTS, type PaddyFieldSummary, type RequestContext } from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';

/** How long a read may show a field's name from memory (a rename shows within this time). */
const READ_CACHE_MS = 30_000;
const READ_CACHE_MAX = 50_000;

/**
 * Paddy-field names and areas live in the fields service; this asks it over NATS
 * (`fields.paddy-fields.lookup`) with the caller's context, so the fields service applies its
 * own tenant rule: another account's ids simply do not come back.
 */
@Injectable()
export class FieldsClient {
  private readonly cache = new Map<string, { field: PaddyFieldSummary; until: number }>();

  constructor(
    private readonly client: ServiceClient,
    @Inject(WORKS_ENV) private readonly env: WorksEnv,
  ) {}

  /** The account's fields among `ids` (any year), keyed by id; unknown or deleted ids are absent. Always asks. */
  async lookup(context: RequestContext, ids: readonly string[]): Promise<Map<string, PaddyFieldSummary>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, PaddyFieldSummary>();
    for (let i = 0; i < unique.length; i += MAX_PADDY_FIELD_IDS) {
      const chunk = unique.slice(i, i + MAX_PADDY_FIELD_IDS);
      const rows = await this.client.request<PaddyFieldSummary[]>(
        SUBJECTS.fields.paddyFields.lookup, context, { paddy_field_ids: chunk }, this.env.FIELDS_LOOKUP_TIMEOUT_MS,
      );
      for (const row of rows ?? []) found.set(row.paddy_field_id, row);
    }
    const until = Date.now() + READ_CACHE_MS;
    for (const field of found.values()) this.remember(context.accountId as string, field, until);
    return found;
  }

  /**
   * The same for screens that only read: names and areas seen within the last 30 seconds are
   * taken from memory (per account, so no other account's field can come from it); the rest is
   * asked. Writes (per-10a values, area totals) always use `lookup`.
   */
  async lookupForRead(context: RequestContext, ids: readonly string[]): Promise<Map<string, PaddyFieldSummary>> {
    const now = Date.now();
    const found = new Map<string, PaddyFieldSummary>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.cache.get(`${context.accountId}:${id}`);
      if (hit && hit.until > now) found.set(id, hit.field);
      else missing.push(id);
    }
    if (missing.length) for (const [id, field] of await this.lookup(context, missing)) found.set(id, field);
    return found;
  }

  /** A field deleted in the fields service is no longer served from memory. */
  forget(accountId: string, ids: readonly string[]): void {
    for (const id of ids) this.cache.delete(`${accountId}:${id}`);
  }

  private remember(accountId: string, field: PaddyFieldSummary, until: number): void {
    const key = `${accountId}:${field.paddy_field_id}`;
    this.cache.delete(key);
    this.cache.set(key, { field, until });
    if (this.cache.size > READ_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
  }
}
