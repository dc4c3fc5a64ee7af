import { Inject, Injectable } from '@nestjs/common';
import { MAX_PADDY_FIELD_IDS, SUBJECTS, type PaddyFieldSummary, type RequestContext } from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';

/** How long a read may use a year's field directory from memory (a rename shows within this time). */
const DIRECTORY_TTL_MS = 30_000;
/** Years kept in memory at once; the least recently loaded goes first. */
const DIRECTORIES_MAX = 500;

type Directory = Map<string, PaddyFieldSummary>;

/**
 * Paddy-field names and areas live in the fields service; this asks it over NATS with the
 * caller's context, so the fields service applies its own tenant rule: another account's ids
 * simply do not come back.
 *
 * Writes (per-10a values, area totals) always ask (`lookup`). Screens that only read use the
 * year's whole directory (`fields.paddy-fields.directory`), loaded once per 30 seconds per
 * account and year and shared by concurrent requests: one field's side panel, the search and the
 * progress then cost no request to the fields service.
 */
@Injectable()
export class FieldsClient {
  private readonly directories = new Map<string, { until: number; fields: Promise<Directory> }>();

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
    return found;
  }

  /**
   * The same for screens that only read: taken from the year's directory in memory; ids not in
   * it (another year's, or a field registered since the directory was loaded) are asked.
   */
  async lookupForRead(context: RequestContext, ids: readonly string[]): Promise<Map<string, PaddyFieldSummary>> {
    const directory = context.accountId && context.managementId ? await this.directory(context) : new Map();
    const found = new Map<string, PaddyFieldSummary>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const field = directory.get(id);
      if (field) found.set(id, field);
      else missing.push(id);
    }
    if (missing.length) for (const [id, field] of await this.lookup(context, missing)) found.set(id, field);
    return found;
  }

  /** Fields deleted in the fields service are no longer served from memory. */
  forget(accountId: string): void {
    for (const key of this.directories.keys()) if (key.startsWith(`${accountId}:`)) this.directories.delete(key);
  }

  private directory(context: RequestContext): Promise<Directory> {
    const key = `${context.accountId}:${context.managementId}`;
    const cached = this.directories.get(key);
    if (cached && cached.until > Date.now()) return cached.fields;
    const fields = this.client
      .request<PaddyFieldSummary[]>(SUBJECTS.fields.paddyFields.directory, context, {}, this.env.FIELDS_LOOKUP_TIMEOUT_MS)
      .then((rows) => new Map((rows ?? []).map((f) => [f.paddy_field_id, f])));
    // A failed load is not kept: the next read asks again.
    fields.catch(() => {
      if (this.directories.get(key)?.fields === fields) this.directories.delete(key);
    });
    this.directories.delete(key);
    this.directories.set(key, { until: Date.now() + DIRECTORY_TTL_MS, fields });
    if (this.directories.size > DIRECTORIES_MAX) this.directories.delete(this.directories.keys().next().value as string);
    return fields;
  }
}
