import { ERROR_CODES, MESSAGES, SUBJECTS, type Management, type RequestContext } from '@inasaku/contracts';
import { GatewayError, type NatsBridge } from '../nats/nats-bridge';

interface Cached {
  list: Management[];
  until: number;
}

/**
 * Settles which management year a request works on, and whether it is a past one, so every
 * service can enforce past-year read-only from the context alone. The account's years are asked
 * of the account service and kept briefly: a new year appears within `ttlMs`.
 */
export class ManagementResolver {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly bridge: Pick<NatsBridge, 'request'>,
    private readonly ttlMs = 30_000,
  ) {}

  async resolve(context: RequestContext): Promise<RequestContext> {
    if (!context.accountId) return context;
    let list = await this.managementsOf(context);
    // A year created since the list was cached (e.g. on 1 January): ask again before refusing.
    if (context.managementId && !list.some((m) => m.management_id === context.managementId)) {
      list = await this.managementsOf(context, true);
    }
    if (list.length === 0) return { ...context, managementId: null, pastYear: false };
    const newest = list[0];
    if (!context.managementId) return { ...context, managementId: newest.management_id, pastYear: false };
    const chosen = list.find((m) => m.management_id === context.managementId);
    if (!chosen) throw new GatewayError({ statusCode: 404, code: ERROR_CODES.notFound, message: MESSAGES.notFound });
    return { ...context, pastYear: chosen.management_id !== newest.management_id };
  }

  private async managementsOf(context: RequestContext, fresh = false): Promise<Management[]> {
    const key = context.accountId as string;
    const hit = this.cache.get(key);
    if (!fresh && hit && hit.until > Date.now()) return hit.list;
    const list = await this.bridge.request<Management[]>(SUBJECTS.account.managements.list, context, {});
    // Newest start first (the account service sorts too; never trust an order implicitly).
    const sorted = [...(list ?? [])].sort((a, b) => b.start_datetime.localeCompare(a.start_datetime));
    this.cache.set(key, { list: sorted, until: Date.now() + this.ttlMs });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value as string);
    return sorted;
  }
}
