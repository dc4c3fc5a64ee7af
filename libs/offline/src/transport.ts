import { apiFetch, uploadImages } from '@inasaku/ui';

/** How a queued write reaches the gateway; tests give their own. */
export interface OutboxTransport {
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, idempotencyKey: string | undefined): Promise<unknown>;
  /** uploads new photos of a work record, answers their keys in order */
  upload(managementId: string | null, files: File[]): Promise<string[]>;
  /** one authenticated call before a replay, so an access token that expired offline is refreshed once */
  refreshSession(): Promise<void>;
}

/**
 * Through apiFetch (CSRF header, Idempotency-Key, one refresh on 401, Japanese ApiError) and the
 * shared photo upload of libs/ui.
 */
export const gatewayTransport: OutboxTransport = {
  send: (method, path, body, idempotencyKey) => apiFetch(path, { method, body, ...(idempotencyKey ? { idempotencyKey } : {}) }),
  upload: async (managementId, files) => (await uploadImages('work', managementId, files)).map((u) => u.path),
  refreshSession: async () => {
    await apiFetch('/auth/me');
  },
};
