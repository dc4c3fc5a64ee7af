import type { AccountUser } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

/**
 * Pieces every water screen shares. Every year-scoped call carries the chosen management year;
 * the gateway settles the newest year when it is null.
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export const commonApi = {
  /** Every user of the account (worker shortcuts). */
  listUsers: () =>
    apiFetch<{ list: AccountUser[]; total_count: number } | AccountUser[]>('/inasaku/users').then((d) =>
      Array.isArray(d) ? d : (d?.list ?? []),
    ),
};

/** Failures that the spec answers with '通信エラー' (spec 001 §8) keep the cause in the console for support. */
export function logFailure(what: string, error: unknown): void {
  console.error(`[mfe-water] ${what} failed`, error);
}
