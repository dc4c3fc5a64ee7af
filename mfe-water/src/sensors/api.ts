import { CLIENT_ROUTES, type WaterLevelUnit } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';
import { toTokyoIso } from '@inasaku/domain';

const listOf = <T>(data: { list: T[] } | null | undefined): T[] => data?.list ?? [];

/** GET /api/sensor/alert query (spec 001 §4 paging): count; latest_alert_id and skip_page as the move needs. */
export interface AlertPageQuery {
  count: number;
  latest_alert_id?: string;
  skip_page?: number;
}

/** Spec 001 §9: the sensor reading window is 3 hours. */
export const RAW_WINDOW_MS = 3 * 3600_000;

type Year = string | null;
// Sensors are the account's, but writes in a past year are refused (read-only), so the year goes along.
export const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export interface NotificationValues {
  warn_value: string | number | null;
  warn_unit: WaterLevelUnit;
  caution_value: string | number | null;
  caution_unit: WaterLevelUnit;
  notify: boolean;
}

/** The water sensor calls of spec 001 §7 (second API prefix /api). */
export const sensorApi = {
  /** Every sensor of the account with its status, latest reading and its latest 7 readings. */
  listSensors: (managementId: Year = null) => callApi(CLIENT_ROUTES['sensors.list'], { query: year(managementId) }).then(listOf),

  /** One sensor's readings of the last 3 hours, newest first. */
  rawReadings: (sensorId: string, now = Date.now(), signal?: AbortSignal) =>
    callApi(CLIENT_ROUTES['readings.raw'], {
      query: { sensor_id: sensorId, from_datetime: toTokyoIso(now - RAW_WINDOW_MS), to_datetime: toTokyoIso(now) },
    }, { signal }).then(listOf),

  listAlerts: (query: AlertPageQuery) =>
    callApi(CLIENT_ROUTES['alerts.list'], { query: { ...query } }).then((d) => ({
      list: d?.list ?? [],
      total_count: d?.total_count ?? 0,
    })),

  /** Spec 001 §7: settings are updated with id 'water'. */
  saveNotifications: (managementId: Year, body: NotificationValues) =>
    callApi(CLIENT_ROUTES['notifications.update'], { params: { id: 'water' }, body: { notification_type: 'water', ...body, ...year(managementId) } }),
};
