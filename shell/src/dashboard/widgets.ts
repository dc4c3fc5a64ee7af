import { hasWaterFeature, type PlanState } from '@inasaku/domain';
import { EMPTY } from '@inasaku/ui';

/**
 * The dashboard (spec 001 §2) is composed of widgets that the remotes expose. A widget
 * whose remote or module is missing shows the spec's empty state, never invented data.
 */
export interface DashboardWidget {
  key: string;
  title: string;
  remote: string;
  module: string;
  /** Shown when the widget is not available. */
  empty: string;
  /** Only for accounts with the water feature. */
  water?: boolean;
}

export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = [
  { key: 'work-logs', title: '作業ログ', remote: 'mfe_works', module: 'WorkLogWidget', empty: EMPTY.workLogs },
  { key: 'work-progress', title: '作業進捗', remote: 'mfe_works', module: 'WorkProgressWidget', empty: EMPTY.workProgress },
  { key: 'notices', title: 'お知らせ', remote: 'mfe_account', module: 'NoticesWidget', empty: EMPTY.notices },
  { key: 'gate-logs', title: '水門ログ', remote: 'mfe_water', module: 'GateLogWidget', empty: EMPTY.gateLogs },
  { key: 'weather', title: '天気', remote: 'mfe_reports', module: 'WeatherWidget', empty: EMPTY.weather },
  { key: 'sensors', title: '水位センサー', remote: 'mfe_water', module: 'SensorsWidget', empty: EMPTY.sensors, water: true },
  { key: 'alerts', title: '水位アラート', remote: 'mfe_water', module: 'AlertsWidget', empty: EMPTY.alerts, water: true },
];

export function widgetsFor(plan: PlanState): DashboardWidget[] {
  const water = hasWaterFeature(plan);
  return DASHBOARD_WIDGETS.filter((w) => !w.water || water);
}
