import type {
  CreateIntegrationResponse, Integration, LorawanNetwork, LorawanSensorSettings, RegisterLorawanSensorResponse, RevokeIntegrationResponse,
  RotateIntegrationResponse, UnregisteredLorawanDevice, UpdateLorawanSensorResponse,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';
import { yearParam, type Year } from '../common/api';

interface PagedList<T> {
  list: T[];
  total_count: number;
}
const listOf = <T>(data: PagedList<T> | null | undefined): T[] => data?.list ?? [];

/** The decoding map as the form holds it (text fields; blank means the default). */
export interface DecodingValues {
  level_key?: string;
  level_unit?: 'mm' | 'cm' | 'm';
  temperature_key?: string;
  battery_key?: string;
  mount_height_cm?: number | string | null;
}

export interface RegisterLorawanBody extends DecodingValues {
  lat: number;
  lon: number;
  sensor_id: string;
  sensor_name: string;
  dev_eui: string;
}

/** Blank keys are left out (the server's defaults apply); a blank 取付高さ is no height. */
export function decodingBody(values: DecodingValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['level_key', 'temperature_key', 'battery_key'] as const) {
    const v = (values[key] ?? '').trim();
    if (v) out[key] = v;
  }
  if (values.level_unit) out.level_unit = values.level_unit;
  const height = values.mount_height_cm;
  out.mount_height_cm = height === undefined || height === null || String(height).trim() === '' ? null : Number(height);
  return out;
}

/** LoRaWAN network-server integrations, LoRaWAN sensors and 未登録のデバイス (センサー設置). */
export const lorawanApi = {
  listIntegrations: (managementId: Year) =>
    apiFetch<PagedList<Integration>>('/api/sensor/integrations', { query: yearParam(managementId) }).then(listOf),

  createIntegration: (managementId: Year, network: LorawanNetwork, name: string) =>
    apiFetch<CreateIntegrationResponse>('/api/sensor/integrations', { method: 'POST', body: { network, name, ...yearParam(managementId) } }),

  rotateIntegration: (managementId: Year, integrationId: string) =>
    apiFetch<RotateIntegrationResponse>('/api/sensor/integrations/rotate', {
      method: 'POST', body: { integration_id: integrationId, ...yearParam(managementId) },
    }),

  revokeIntegration: (managementId: Year, integrationId: string) =>
    apiFetch<RevokeIntegrationResponse>('/api/sensor/integrations/revoke', {
      method: 'POST', body: { integration_id: integrationId, ...yearParam(managementId) },
    }),

  listUnregistered: (managementId: Year) =>
    apiFetch<PagedList<UnregisteredLorawanDevice>>('/api/sensor/lorawan-devices/unregistered', { query: yearParam(managementId) }).then(listOf),

  registerSensor: (managementId: Year, body: RegisterLorawanBody) =>
    apiFetch<RegisterLorawanSensorResponse>('/api/sensor/lorawan', {
      method: 'POST',
      body: {
        lat: body.lat, lon: body.lon, sensor_id: body.sensor_id, sensor_name: body.sensor_name, dev_eui: body.dev_eui,
        ...decodingBody(body), ...yearParam(managementId),
      },
    }),

  getSensor: (managementId: Year, sensorId: string) =>
    apiFetch<LorawanSensorSettings>('/api/sensor/lorawan', { query: { sensor_id: sensorId, ...yearParam(managementId) } }),

  updateDecoding: (managementId: Year, sensorId: string, values: DecodingValues) =>
    apiFetch<UpdateLorawanSensorResponse>('/api/sensor/lorawan', {
      method: 'PUT', body: { sensor_id: sensorId, ...decodingBody(values), ...yearParam(managementId) },
    }),
};
