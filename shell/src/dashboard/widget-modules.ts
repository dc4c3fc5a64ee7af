/**
 * Where each dashboard widget's code lives: its remote and exposed module (and whether only
 * accounts with the water feature have it). Kept apart from the widgets' texts so that the first
 * page can fetch the widgets' files before the full app (antd, libs/ui) has loaded.
 */
export const WIDGET_MODULES = {
  'work-logs': { remote: 'mfe_works', module: 'WorkLogWidget' },
  'work-progress': { remote: 'mfe_works', module: 'WorkProgressWidget' },
  notices: { remote: 'mfe_account', module: 'NoticesWidget' },
  'gate-logs': { remote: 'mfe_water', module: 'GateLogWidget' },
  weather: { remote: 'mfe_reports', module: 'WeatherWidget' },
  sensors: { remote: 'mfe_water', module: 'SensorsWidget', water: true },
  alerts: { remote: 'mfe_water', module: 'AlertsWidget', water: true },
} as const satisfies Record<string, { remote: string; module: string; water?: boolean }>;
