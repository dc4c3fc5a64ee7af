import { CreateGateTables1796000000000 } from './1796000000000-CreateGateTables';
import { CreateSensorTables1796100000000 } from './1796100000000-CreateSensorTables';
import { AddSensorReadingsVersion1796200000000 } from './1796200000000-AddSensorReadingsVersion';
import { ReportProductIdsOutsideRule1796300000000 } from './1796300000000-ReportProductIdsOutsideRule';
import { AddLorawanIntegrations1796350000000 } from './1796350000000-AddLorawanIntegrations';
import { CreateDeadReadings1796400000000 } from './1796400000000-CreateDeadReadings';
import { UnpinGateTimesOutsideFarmYears1796450000000 } from './1796450000000-UnpinGateTimesOutsideFarmYears';
import { CreateAlertDelivery1796500000000 } from './1796500000000-CreateAlertDelivery';

/** In order; the service kit adds its own (event outbox) before these. Each feature adds its own. */
export const migrations = [
  // gates
  CreateGateTables1796000000000,
  // sensors, readings, alerts, notification settings
  CreateSensorTables1796100000000,
  // the map cache's per-sensor readings version
  AddSensorReadingsVersion1796200000000,
  // stored product IDs outside the product-ID rule: reported, never rewritten
  ReportProductIdsOutsideRule1796300000000,
  // LoRaWAN integrations, DevEUI sensors, 未登録のデバイス
  AddLorawanIntegrations1796350000000,
  // the readings consumer's dead letters
  CreateDeadReadings1796400000000,
  // gate times outside the farm years: logs reported, gates set from their newest real log
  UnpinGateTimesOutsideFarmYears1796450000000,
  // push subscriptions, notification preferences, LINE, the delivery queue and record
  CreateAlertDelivery1796500000000,
];
