import { randomUUID } from 'node:crypto';
import type { RequestContext } from '@inasaku/contracts';

/** A request context as the gateway builds it; anonymous unless overridden. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    accountId: null, userId: null, managementId: null, isRootUser: false, admin: false,
    planType: null, pastYear: false, requestId: `test-${randomUUID()}`, ...overrides,
  };
}
