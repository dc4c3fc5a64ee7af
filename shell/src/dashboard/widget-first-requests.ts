import { ALERTS_PAGE_SIZE, CLIENT_ROUTES } from '@inasaku/contracts';
import { hasWaterFeature, PAGE_SIZES, weatherWidgetWindow, type PlanState } from '@inasaku/domain';
import { withQuery } from '@inasaku/ui';
import { WIDGET_MODULES } from './widget-modules';

type WidgetKey = keyof typeof WIDGET_MODULES;
type Year = { management_id?: string };

/**
 * The first request of each dashboard widget, as its remote builds it: page 1 of a paged list, the
 * chosen year as `management_id`, the weather widget's window from today. The shell asks them ahead
 * with the year list, so that their answers arrive beside the widgets' code instead of after it.
 * A widget whose first request changes must change here too: the platform browser test fails when
 * a widget asks anything the shell did not ask ahead, or the shell asks what no widget takes.
 */
const FIRST_REQUESTS: Record<WidgetKey, (year: Year, now: Date) => string> = {
  'work-logs': (year) => withQuery(CLIENT_ROUTES['logs.list'].path, { ...year, count: PAGE_SIZES.logs }),
  'work-progress': (year) => withQuery(CLIENT_ROUTES['workProgress.list'].path, year),
  notices: (year) => withQuery(CLIENT_ROUTES['informations.list'].path, { ...year, count: PAGE_SIZES.notices }),
  'gate-logs': (year) => withQuery(CLIENT_ROUTES['waterGates.logs'].path, { ...year, count: PAGE_SIZES.gateLogs }),
  weather: (year, now) => withQuery(CLIENT_ROUTES['weatherInfos.get'].path, { ...year, ...weatherWidgetWindow(now) }),
  sensors: (year) => withQuery(CLIENT_ROUTES['sensors.list'].path, year),
  alerts: () => withQuery(CLIENT_ROUTES['alerts.list'].path, { count: ALERTS_PAGE_SIZE }),
};

/** The URLs the dashboard's widgets for this plan open with, in the chosen year. */
export function widgetFirstRequests(managementId: string | null, plan: PlanState, now: Date = new Date()): string[] {
  const year: Year = managementId ? { management_id: managementId } : {};
  const water = hasWaterFeature(plan);
  return (Object.keys(WIDGET_MODULES) as WidgetKey[])
    .filter((key) => water || !('water' in WIDGET_MODULES[key]))
    .map((key) => FIRST_REQUESTS[key](year, now));
}
