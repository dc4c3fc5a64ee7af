import type {
  CreateSensorResponse, DeleteSensorResponse, NotificationSettings, RotateSensorTokenResponse, Sensor, SensorAlert, SensorReading,
  UpdateSensorResponse, WaterLevelUnit,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

interface PagedList<T> {
  list: T[];
  total_count: number;
}

const listOf = <T>(data: PagedList<T> | null | undefined): T[] => data?.list ?? [];

/** GET /api/sensor/alert query (spec 001 §4 paging): count; latest_alert_id and skip_page as the move needs. */
export interface AlertPageQuery {
  count: number;
  latest_alert_id?: string;
  skip_page?: number;
}

/** A time at +0900 as 'YYYY-MM-DDTHH:mm:ss+09:00' (spec 001 §7: the reading window is +0900). */
export function jstText(ms: number): string {
  const d = new Date(ms + 9 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}+09:00`;
}

/** Spec 001 §9: the sensor reading window is 3 hours. */
export const RAW_WINDOW_MS = 3 * 3600_000;

type Year = string | null;
// Sensors are the account's, but writes in a past year are refused (read-only), so the year goes along.
const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

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
  listSensors: (managementId: Year = null) => apiFetch<PagedList<Sensor>>('/api/sensor/all', { query: year(managementId) }).then(listOf),

  /** One sensor's readings of the last 3 hours, newest first. */
  rawReadings: (sensorId: string, now = Date.now()) =>
    apiFetch<PagedList<SensorReading>>('/api/sensor/raw', {
      query: { sensor_id: sensorId, from_datetime: jstText(now - RAW_WINDOW_MS), to_datetime: jstText(now) },
    }).then(listOf),

  listAlerts: (query: AlertPageQuery) =>
    apiFetch<PagedList<SensorAlert>>('/api/sensor/alert', { query: { ...query } }).then((d) => ({
      list: d?.list ?? [],
      total_count: d?.total_count ?? 0,
    })),

  insertSensor: (managementId: Year, body: { lat: number; lon: number; sensor_id: string; sensor_name: string }) =>
    apiFetch<CreateSensorResponse>('/api/sensor', { method: 'POST', body: { ...body, ...year(managementId) } }),

  updateSensor: (managementId: Year, body: { sensor_id: string; sensor_name?: string; latitude?: number; longitude?: number }) =>
    apiFetch<UpdateSensorResponse>('/api/sensor', { method: 'PUT', body: { ...body, ...year(managementId) } }),

  deleteSensor: (managementId: Year, sensorId: string) =>
    apiFetch<DeleteSensorResponse>('/api/sensor', { method: 'DELETE', body: { sensor_id: sensorId, ...year(managementId) } }),

  rotateToken: (managementId: Year, sensorId: string) =>
    apiFetch<RotateSensorTokenResponse>('/api/sensor/token', { method: 'POST', body: { sensor_id: sensorId, ...year(managementId) } }),

  readNotifications: () => apiFetch<NotificationSettings | null>('/api/notifications', { query: { notification_type: 'water' } }),

  /** Spec 001 §7: settings are updated with id 'water'. */
  saveNotifications: (managementId: Year, body: NotificationValues) =>
    apiFetch<NotificationSettings>('/api/notifications/water', {
      method: 'PUT',
      body: { notification_type: 'water', ...body, ...year(managementId) },
    }),
};
