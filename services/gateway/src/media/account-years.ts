import { SUBJECTS, type Management, type RequestContext } from '@inasaku/contracts';
import type { NatsBridge } from '../nats/nats-bridge';

/**
 * The management years of an account, asked of the account service and kept briefly: an image
 * key belongs to the account whose year starts it.
 */
export class AccountYears {
  private readonly cache = new Map<string, { ids: Set<string>; until: number }>();

  constructor(
    private readonly bridge: Pick<NatsBridge, 'request'>,
    private readonly ttlMs = 30_000,
  ) {}

  async owns(context: RequestContext, managementId: string): Promise<boolean> {
    if (!context.accountId) return false;
    const hit = this.cache.get(context.accountId);
    if (hit && hit.until > Date.now() && hit.ids.has(managementId)) return true;
    // A miss is asked again at once: the year may have been created a moment ago.
    const list = await this.bridge.request<Management[]>(SUBJECTS.account.managements.list, context, {});
    const ids = new Set((list ?? []).map((m) => m.management_id));
    this.cache.set(context.accountId, { ids, until: Date.now() + this.ttlMs });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value as string);
    return ids.has(managementId);
  }
}
