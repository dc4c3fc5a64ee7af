import { apiFetch } from '@inasaku/ui';
import { useEffect } from 'react';

/**
 * Access-log menu codes (spec 001 §7) of screens opened from the header rather than the side
 * menu, whose clicks the shell logs itself: 18 personal settings, 19 paid plan.
 */
export const ACCESS_LOG_MENUS = { personal: '18', payment: '19' } as const;

/** POST /inasaku/accesslogs with ope 0 (menu) once as the screen opens; a failed log is ignored. */
export function useAccessLog(menu: (typeof ACCESS_LOG_MENUS)[keyof typeof ACCESS_LOG_MENUS], userId: string): void {
  useEffect(() => {
    void apiFetch('/inasaku/accesslogs', { method: 'POST', body: { user_id: userId, menu, ope: '0' } }).catch(() => undefined);
  }, [menu, userId]);
}
