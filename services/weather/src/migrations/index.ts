import { CreateWeatherTables1795600000000 } from './1795600000000-CreateWeatherTables';
import { ReportSettingsOutsideFarmYears1795700000000 } from './1795700000000-ReportSettingsOutsideFarmYears';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [
  CreateWeatherTables1795600000000,
  // start dates outside the farm years: reported, never rewritten
  ReportSettingsOutsideFarmYears1795700000000,
];
