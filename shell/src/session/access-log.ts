import { CLIENT_ROUTES } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

function freshKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * POST /inasaku/accesslogs (spec 001 §7). Usage statistics only: fire and forget, a
 * failure must never disturb the user. Every call is its own Idempotency-Key: two openings of
 * the same screen send the same body, and are two rows, never a retry of one another. Kept
 * alive: a screen left at once for a new page load (a typed URL, a reload) is still counted.
 */
export function logAccess(userId: string, menu: string, ope: '0' | '1' | '2' | '3' = '0'): void {
  callApi(CLIENT_ROUTES['accessLogs.create'], { body: { user_id: userId, menu, ope } }, { idempotencyKey: freshKey(), keepalive: true }).catch(() => undefined);
}
