/** The few messages between the pages and the service worker about deployments (both sides import these). */

/** Page → worker: read the deployment online now and prepare its set if it is new. */
export const CHECK_DEPLOYMENT = 'inasaku:check-deployment';
/** Page → worker: the user chose 更新; answered with SWITCHED once the ready set is the one in use. */
export const SWITCH_DEPLOYMENT = 'inasaku:switch-deployment';
export const SWITCHED = 'inasaku:switched';
/** Worker → page: after a check, whether a newer set than this page's is ready. */
export const DEPLOYMENT_STATUS = 'inasaku:deployment-status';

export interface DeploymentStatusMessage {
  type: typeof DEPLOYMENT_STATUS;
  /** A complete newer set is kept: reloading (or 更新) opens it. */
  updateAvailable: boolean;
  /** The set this page was opened from and the newest kept set (for tests and diagnostics). */
  pageSet: string | null;
  newestSet: string | null;
}

export function isDeploymentStatus(data: unknown): data is DeploymentStatusMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DEPLOYMENT_STATUS;
}
