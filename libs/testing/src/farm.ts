import { randomUUID } from 'node:crypto';
import type { RequestContext } from '@inasaku/contracts';
import { testContext } from './context';

/** One farm account as the gateway describes it: a free plan in its current year. */
export interface TestAccount {
  accountId: string;
  managementId: string;
  userId: string;
  /** The context of its root user; override for past years, other plans or other users. */
  context(overrides?: Partial<RequestContext>): RequestContext;
}

/** A new farm account with fresh ids, so tests never see each other's rows. */
export function newAccount(): TestAccount {
  const accountId = randomUUID();
  const managementId = randomUUID();
  const userId = randomUUID();
  return {
    accountId,
    managementId,
    userId,
    context: (overrides = {}) =>
      testContext({ accountId, userId, managementId, isRootUser: true, planType: 1, pastYear: false, ...overrides }),
  };
}
