import { z } from 'zod';

/** Built by the gateway from the verified session; services never take the account from the payload. */
export const requestContextSchema = z.object({
  accountId: z.string().nullable(),
  userId: z.string().nullable(),
  managementId: z.string().nullable(),
  isRootUser: z.boolean(),
  admin: z.boolean(),
  planType: z.number().int().nullable(),
  pastYear: z.boolean(),
  requestId: z.string(),
  /** The sign-in session of the access token (its `sid`), so a password change can keep it and end the others. */
  sessionId: z.string().nullable().optional(),
  /**
   * The browser's Idempotency-Key of a write, scoped by the gateway to this account and user:
   * the service records it in the same transaction as the write (service-kit IdempotentWrites).
   */
  idempotencyKey: z.string().max(128).nullable().optional(),
  /**
   * The browser's address as the gateway saw it (X-Forwarded-For only from its trusted proxies),
   * so sign-in, sign-up and code limits can count per client apart from per account.
   */
  clientIp: z.string().max(64).nullable().optional(),
});
export type RequestContext = z.infer<typeof requestContextSchema>;

/** What travels over NATS for every request. */
export interface RpcEnvelope<T = unknown> {
  context: RequestContext;
  payload: T;
}

export function anonymousContext(requestId: string): RequestContext {
  return {
    accountId: null, userId: null, managementId: null, isRootUser: false,
    admin: false, planType: null, pastYear: false, requestId,
  };
}
