import { apiFetch } from '@inasaku/ui';

/**
 * POST /inasaku/accesslogs (spec 001 §7). Usage statistics only: fire and forget, a
 * failure must never disturb the user.
 */
export function logAccess(userId: string, menu: string, ope: '0' | '1' | '2' | '3' = '0'): void {
  apiFetch('/inasaku/accesslogs', { method: 'POST', body: { user_id: userId, menu, ope } }).catch(() => undefined);
}
