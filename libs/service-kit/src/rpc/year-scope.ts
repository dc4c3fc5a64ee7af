import type { RequestContext } from '@inasaku/contracts';
import { assertWritable, requireAccount } from './guards';
import { RpcErrors } from './rpc-error';

/** Account and management year of a yearly read or write (fields, works, water gates); the gateway settles the year. */
export interface YearScope {
  accountId: string;
  managementId: string;
}

export function readScope(context: RequestContext): YearScope {
  const accountId = requireAccount(context);
  if (!context.managementId) return RpcErrors.notFound();
  return { accountId, managementId: context.managementId };
}

/** The same, for a write: refused (403) in a past year or on a read-only plan. */
export function writeScope(context: RequestContext): YearScope {
  const accountId = assertWritable(context);
  if (!context.managementId) return RpcErrors.notFound();
  return { accountId, managementId: context.managementId };
}
