import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePublicConfig } from './usePublicConfig';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser, Management } from '@inasaku/contracts';
import { canEdit, hasWaterFeature, isExpired, managementYear, sortManagements, type MenuKey } from '@inasaku/domain';
import type { ShellSession } from '@inasaku/ui';
import { useQuery } from '@tanstack/react-query';
import { yearListQuery } from './year-list';
import { rememberUser } from '@inasaku/offline';
import { keptManagementsOf, keptSession } from './device-session';
import { accessCodeOfPath } from '../access-log-codes';
import { menuRoute, routeForPath } from '../routes';
import { MANAGEMENT_STORAGE_KEY, browserStorage, changeYear, initialManagementId, pastYearOf } from '../year/management-year';
import { logAccess } from './access-log';
import { planOf, shouldRefetchPlan } from './plan';
import { scopeQueryCache } from './query-client';
import { ShellContext, type ShellContextValue } from './ShellContext';
import { signOut } from './useAuthState';
import { useScreenAccessLog } from './useScreenAccessLog';
import { useOfflineSignOut } from './useOfflineSignOut';

export interface ShellProviderProps {
  user: CurrentUser;
  refreshUser: () => Promise<CurrentUser | null>;
  children: ReactNode;
}

/** Everything the signed-in layout and the routed screens share: user, plan, chosen year. */
export function ShellProvider({ user, refreshUser, children }: ShellProviderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The year list this device kept for the same user: the screen starts from it at once while the
  // list is asked again (undefined until the device has answered, null when it keeps none).
  const [kept, setKept] = useState<Management[] | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void keptSession().then((k) => {
      if (current) setKept(keptManagementsOf(k, user));
    });
    return () => {
      current = false;
    };
  }, [user]);
  const years = useQuery(yearListQuery(user));
  const managements = useMemo<Management[] | null>(
    () => (years.data ? sortManagements(years.data) : kept ? sortManagements(kept) : years.error ? [] : null),
    [years.data, years.error, kept],
  );
  // The year the user picked; until then the one remembered on this device, else the newest.
  const [picked, setManagementId] = useState<string | null>(null);
  const managementId = picked ?? (managements ? initialManagementId(managements, browserStorage()) : null);
  const [reloadKey, setReloadKey] = useState(0);
  useScreenAccessLog(user.user_id);
  const signOutKeepingRecords = useOfflineSignOut(user);
  useEffect(() => {
    void rememberUser(user);
  }, [user]);
  useEffect(() => {
    if (years.error) console.error('[shell] /api/management failed', years.error);
  }, [years.error]);
  scopeQueryCache(user.user_id, managementId);

  const config = usePublicConfig();
  const plan = useMemo(() => planOf(user), [user]);
  const list = managements ?? [];
  const pastYear = pastYearOf(list, managementId);
  const chosen = list.find((m) => m.management_id === managementId);

  const session = useMemo<ShellSession>(
    () => ({
      user,
      managementId,
      managementYear: chosen ? managementYear(chosen) : null,
      pastYear,
      expired: isExpired(plan),
      canEdit: canEdit(plan, pastYear),
      waterFeature: hasWaterFeature(plan),
      config,
      refreshUser,
    }),
    [user, managementId, chosen, pastYear, plan, config, refreshUser],
  );

  const currentRoute = routeForPath(location.pathname);
  // Opening another screen is logged by useScreenAccessLog; a screen opened again in place (its
  // menu entry clicked while on it, a year change that reloads it) is logged here, with the same table.
  const logReopen = useCallback(() => {
    const code = accessCodeOfPath(location.pathname);
    if (code) logAccess(user.user_id, code);
  }, [location.pathname, user.user_id]);

  const selectManagement = useCallback(
    (id: string) => {
      if (!managements) return;
      changeYear(managements, id, currentRoute?.name ?? 'dashboard', {
        storage: browserStorage(),
        logAccess: logReopen,
        reload: () => setReloadKey((k) => k + 1),
        navigate: (path) => navigate(path),
      });
      setManagementId(id);
    },
    [managements, currentRoute, logReopen, navigate],
  );

  const onMenuSelect = useCallback(
    (key: MenuKey) => {
      const target = menuRoute(key).path;
      if (target === location.pathname) {
        logReopen();
        setReloadKey((k) => k + 1);
      } else navigate(target);
      // Spec 000 §4.1: the free period (or a paid year) may have run out since sign-in; a
      // lost session makes refreshUser switch to the sign-in view.
      if (shouldRefetchPlan(user)) {
        void refreshUser().then((fresh) => {
          if (fresh && isExpired(planOf(fresh))) {
            navigate('/dashboard');
            setReloadKey((k) => k + 1);
          }
        });
      }
    },
    [user, location.pathname, logReopen, navigate, refreshUser],
  );

  const value = useMemo<ShellContextValue>(
    () => ({
      session,
      plan,
      managements: managements ?? [],
      loading: managements === null,
      selectManagement,
      reloadKey,
      onMenuSelect,
      signOut: () => {
        try {
          browserStorage()?.removeItem(MANAGEMENT_STORAGE_KEY);
        } catch {
          // ignore
        }
        void signOutKeepingRecords(signOut);
      },
    }),
    [session, plan, managements, selectManagement, reloadKey, onMenuSelect, signOutKeepingRecords],
  );

  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
