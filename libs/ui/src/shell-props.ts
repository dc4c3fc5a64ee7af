import type { CurrentUser, PublicConfig } from '@inasaku/contracts';

/**
 * What the shell hands to every routed remote screen and dashboard widget. Remotes are
 * built separately, so a React context of the shell would not reach them: this travels
 * as props instead.
 */
export interface ShellSession {
  user: CurrentUser;
  /** The chosen management year (send it as management_id); null for an account without years. */
  managementId: string | null;
  /** 'YYYY' of the chosen year. */
  managementYear: string | null;
  /** Another year than the newest is chosen: screens are read-only. */
  pastYear: boolean;
  /** Expired plan: read-only account. */
  expired: boolean;
  /** Editing allowed: active plan (or admin) and not a past year. */
  canEdit: boolean;
  /** Water sensors, alerts and gates are shown. */
  waterFeature: boolean;
  /** Public runtime settings from /config.json (e.g. googleMapsApiKey for FarmMap). */
  config: PublicConfig;
  /** Refetches /auth/me, e.g. after changing the display name or the home position. */
  refreshUser: () => Promise<CurrentUser | null>;
}

export interface RemoteRouteProps {
  session: ShellSession;
  /** The route name of spec 001 §2 (dashboard, works-detail-edit, ...). */
  routeName: string;
}

export type DashboardWidgetProps = RemoteRouteProps;

/** Props of mfe_account/AuthView, rendered by the shell while nobody is signed in. */
export interface AuthViewProps {
  onSignedIn: (user: CurrentUser) => void;
  /**
   * A new-password challenge that the shell's own sign-in page received (it opens
   * /input-new-password with it); taken once like the one AuthView's sign-in carries.
   */
  challenge?: { email: string; challenge: string };
}
