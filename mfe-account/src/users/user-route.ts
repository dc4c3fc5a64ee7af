import type { AccountUser } from '@inasaku/contracts';

/** users-detail (spec 001 §2): viewMode 'a' adds a user, 'e' edits viewData; prmIsRootUser from the list. */
export type ViewMode = 'a' | 'e';

export interface UserDetailState {
  viewMode: ViewMode;
  viewData?: AccountUser;
  prmIsRootUser?: boolean;
}

export const USERS_PATH = '/users';
export const USER_DETAIL_PATH = '/users/detail';

/**
 * The detail route carries the mode and the user in the router state and, so that a reload
 * keeps working, the mode and the user's id in the query as well.
 */
export function userDetailTarget(state: UserDetailState): { to: string; state: UserDetailState } {
  const query = new URLSearchParams({ viewMode: state.viewMode });
  if (state.viewMode === 'e' && state.viewData) query.set('user_id', state.viewData.user_id);
  return { to: `${USER_DETAIL_PATH}?${query}`, state };
}

/** Reads the mode and user back: router state first, then the query. */
export function readUserDetail(state: unknown, search: string): { viewMode: ViewMode; viewData?: AccountUser; userId?: string } {
  const s = state as Partial<UserDetailState> | null;
  if (s && (s.viewMode === 'a' || s.viewMode === 'e')) {
    if (s.viewMode === 'a') return { viewMode: 'a' };
    if (s.viewData) return { viewMode: 'e', viewData: s.viewData, userId: s.viewData.user_id };
  }
  const query = new URLSearchParams(search);
  const userId = query.get('user_id') ?? undefined;
  return query.get('viewMode') === 'e' && userId ? { viewMode: 'e', userId } : { viewMode: 'a' };
}

/**
 * Spec 001 §5, §6: who may do what in user detail. The session decides, never the route
 * parameter (a root flag in a link must not unlock anything); the server checks again.
 */
export function userDetailPermissions(o: {
  adding: boolean;
  isRoot: boolean;
  ownRecord: boolean;
  /** expired plan: only one's own record stays editable */
  readOnly: boolean;
}): { canSave: boolean; canDelete: boolean } {
  if (o.adding) return { canSave: o.isRoot && !o.readOnly, canDelete: false };
  return {
    canSave: o.ownRecord || (o.isRoot && !o.readOnly),
    canDelete: o.isRoot && !o.ownRecord && !o.readOnly,
  };
}
