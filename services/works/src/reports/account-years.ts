import { Inject, Injectable } from '@nestjs/common';
import { SUBJECTS, type Management, type RequestContext } from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';
import { WORKS_ENV, type WorksEnv } from '../config/works-env';

/** How long an account's years are kept (a year created since then is asked again at once). */
const TTL_MS = 30_000;
const MAX_ACCOUNTS = 2_000;

/**
 * The management years of an account, asked of the account service (which owns them) with the
 * caller's context and kept briefly. A report's data is a whole year at once, so its endpoint
 * does not rely on the gateway alone: a year that is not the caller's account's is refused here
 * too (report data endpoints for another account's year are refused).
 */
@Injectable()
export class AccountYears {
  private readonly years = new Map<string, { ids: Set<string>; until: number }>();

  constructor(
    private readonly client: ServiceClient,
    @Inject(WORKS_ENV) private readonly env: WorksEnv,
  ) {}

  async owns(context: RequestContext, managementId: string): Promise<boolean> {
    const accountId = context.accountId;
    if (!accountId) return false;
    const hit = this.years.get(accountId);
    if (hit && hit.until > Date.now() && hit.ids.has(managementId)) return true;
    // A miss is asked again: the year may have been created a moment ago.
    const list = await this.client.request<Management[]>(SUBJECTS.account.managements.list, context, {}, this.env.FIELDS_LOOKUP_TIMEOUT_MS);
    const ids = new Set((list ?? []).map((m) => m.management_id));
    this.years.delete(accountId);
    this.years.set(accountId, { ids, until: Date.now() + TTL_MS });
    if (this.years.size > MAX_ACCOUNTS) this.years.delete(this.years.keys().next().value as string);
    return ids.has(managementId);
  }
}
