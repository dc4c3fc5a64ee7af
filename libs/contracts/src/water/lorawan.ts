import { z } from 'zod';

export const lorawanNetworkSchema = z.enum(['tts', 'chirpstack']);
export type LorawanNetwork = z.infer<typeof lorawanNetworkSchema>;
export const LORAWAN_SUBJECTS = {
  /** request (NATS, the same Nest microservice packet shape as WATER_SUBJECTS.sensors.verifyToken, see services/sensor-ingest/src/auth/token-verifier.ts): { network, secret_sha256 } → ResolveIntegrationResponse */
  resolveIntegration: 'water.integrations.resolve',
  /** request: { integration_id, account_id, dev_eui (16 upper-case hex), device_name?: string, sample?: Record<string, unknown> (the decoded payload, to show on 未登録のデバイス) } → ResolveLorawanDeviceResponse. When the DevEUI is not a sensor of that account, water records/updates a 未登録のデバイス entry for that integration and answers { sensor: null }. */
  resolveDevice: 'water.lorawan-devices.resolve',
  /** event (core NATS) from water when an integration's secret is rotated or it is revoked/deleted: { integration_id } ; sensor-ingest drops its cache at once */
  integrationChanged: 'water.integrations.changed',
  /** event from water when a LoRaWAN sensor is registered, edited (decoding) or deleted: { dev_eui } */
  deviceChanged: 'water.lorawan-devices.changed',
  /** event from sensor-ingest (ChirpStack status events, TTS battery): { account_id, sensor_id (internal uuid), battery: number|null, margin: number|null, external_power_source: boolean, received_at: string (ISO) } ; water updates the sensor's battery */
  statusReported: 'water.lorawan-devices.status',
} as const;
export interface ResolveIntegrationResponse { integration: { id: string; account_id: string; network: LorawanNetwork } | null }
export const levelUnitSchema = z.enum(['mm', 'cm', 'm']);
export type LevelUnit = z.infer<typeof levelUnitSchema>;
export const lorawanDecodingSchema = z.object({
  /** key of the decoded payload holding the water level (default 'water_level', fallback 'level') */
  level_key: z.string(),
  level_unit: levelUnitSchema,
  /** key of the water temperature in ℃ (default 'temperature') */
  temperature_key: z.string(),
  /** key of the battery in % (default 'battery') */
  battery_key: z.string(),
  /** 取付高さ (cm): when set, the decoded value is a distance down to the water and level = height − distance */
  mount_height_cm: z.number().nullable(),
});
export type LorawanDecoding = z.infer<typeof lorawanDecodingSchema>;
export interface LorawanDeviceSensor { id: string; account_id: string; sensor_id: string; dev_eui: string; decoding: LorawanDecoding }
export interface ResolveLorawanDeviceResponse {
  sensor: LorawanDeviceSensor | null;
  /**
   * true when the DevEUI is a sensor of another account than the integration's: water records
   * no 未登録のデバイス entry for it and sensor-ingest refuses the uplink (401), as for a wrong secret.
   */
  other_account?: boolean;
}
