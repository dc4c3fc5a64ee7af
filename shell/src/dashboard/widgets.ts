import { hasWaterFeature, type PlanState } from '@inasaku/domain';
import { EMPTY } from '@inasaku/ui';
import { WIDGET_MODULES } from './widget-modules';

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
  { key: 'work-logs', title: '作業ログ', ...WIDGET_MODULES['work-logs'], empty: EMPTY.workLogs },
  { key: 'work-progress', title: '作業進捗', ...WIDGET_MODULES['work-progress'], empty: EMPTY.workProgress },
  { key: 'notices', title: 'お知らせ', ...WIDGET_MODULES.notices, empty: EMPTY.notices },
  { key: 'gate-logs', title: '水門ログ', ...WIDGET_MODULES['gate-logs'], empty: EMPTY.gateLogs },
  { key: 'weather', title: '天気', ...WIDGET_MODULES.weather, empty: EMPTY.weather },
  { key: 'sensors', title: '水位センサー', ...WIDGET_MODULES.sensors, empty: EMPTY.sensors },
  { key: 'alerts', title: '水位アラート', ...WIDGET_MODULES.alerts, empty: EMPTY.alerts },
];

export function widgetsFor(plan: PlanState): DashboardWidget[] {
  const water = hasWaterFeature(plan);
  return DASHBOARD_WIDGETS.filter((w) => !w.water || water);
}
