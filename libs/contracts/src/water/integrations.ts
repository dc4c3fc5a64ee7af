import { z } from 'zod';
import { ruledString, safeString } from '../zod-rules';
import { max } from '@inasaku/domain';
import { lorawanNetworkSchema, type LorawanNetwork } from './lorawan';

/**
 * LoRaWAN network-server integrations (センサー設置): an account connects its The Things Stack or
 * ChirpStack application to sensor-ingest's webhook. Each integration has a secret, shown once
 * (on creation and on rotation) and kept only as its sha256; the network server sends it as the
 * webhook's `Authorization` header. A revoked integration's secret is refused from then on.
 * Integrations are the account's (another account's id is 404) and need the water feature (403);
 * writes are refused on a read-only plan and in a past year (403), like the sensor writes.
 */

export const LORAWAN_NETWORKS = ['tts', 'chirpstack'] as const satisfies readonly LorawanNetwork[];

/** What the screen calls each network server. */
export const LORAWAN_NETWORK_LABELS: Record<LorawanNetwork, string> = {
  tts: 'The Things Stack',
  chirpstack: 'ChirpStack',
};

/** sensor-ingest's webhook path of each network server (after its public base URL). */
export const LORAWAN_WEBHOOK_PATHS: Record<LorawanNetwork, string> = {
  tts: '/v1/integrations/tts',
  chirpstack: '/v1/integrations/chirpstack',
};

export const INTEGRATION_MESSAGES = {
  network: '接続先はThe Things StackまたはChirpStackを選択してください。',
  notFound: '連携が見つかりません。',
  revoked: 'この連携は失効しています。',
  integrationId: '連携IDが正しくありません。',
} as const;

/** Length of an integration's name (its label on the screen). */
export const INTEGRATION_NAME_MAX = 100;

const integrationIdField = z.string({ message: INTEGRATION_MESSAGES.integrationId }).uuid({ message: INTEGRATION_MESSAGES.integrationId });

/** One integration as the list answers it (never its secret). */
export const integrationSchema = z.object({
  integration_id: z.string(),
  network: lorawanNetworkSchema,
  name: z.string(),
  /** sensor-ingest's public base + LORAWAN_WEBHOOK_PATHS[network]; null when the base is not configured (the screen uses its own host and webhook_port) */
  webhook_url: z.string().nullable(),
  webhook_path: z.string(),
  /** sensor-ingest's HTTP port, for the URL the screen builds when webhook_url is null */
  webhook_port: z.number(),
  /** ISO 8601 +09:00 */
  created_at: z.string(),
  /** when the secret was last replaced (ISO 8601 +09:00); null if never */
  rotated_at: z.string().nullable(),
  /** when it was revoked; null while active */
  revoked_at: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** GET /api/sensor/integrations: every integration of the account, newest first. Answer `{ list: Integration[], total_count }`. */
export const listIntegrationsSchema = z.object({ management_id: z.string().optional() });

/** POST /api/sensor/integrations: a new integration. Answer `CreateIntegrationResponse` (the secret shown once). */
export const createIntegrationSchema = z.object({
  network: z.enum(LORAWAN_NETWORKS, { message: INTEGRATION_MESSAGES.network }),
  name: ruledString([max(INTEGRATION_NAME_MAX)], { label: '連携名' }).optional(),
  management_id: z.string().optional(),
});
/** The answer of a change to one integration. */
const integrationAnswerSchema = z.object({
  result: z.literal('0'),
  message: z.string(),
  integration: integrationSchema,
});
/** With the secret for the `Authorization` header: only in the answer that makes it (it is stored hashed). */
const integrationSecretAnswerSchema = integrationAnswerSchema.extend({ secret: z.string() });

export const createIntegrationResponseSchema = integrationSecretAnswerSchema;
export type CreateIntegrationResponse = z.infer<typeof createIntegrationResponseSchema>;

/** POST /api/sensor/integrations/rotate: a new secret replaces the old one at once. Answer `RotateIntegrationResponse`. */
export const rotateIntegrationSchema = z.object({ integration_id: integrationIdField, management_id: z.string().optional() });
export const rotateIntegrationResponseSchema = integrationSecretAnswerSchema;
export type RotateIntegrationResponse = z.infer<typeof rotateIntegrationResponseSchema>;

/** POST /api/sensor/integrations/revoke: the secret is refused from then on (the entry stays, marked revoked). Answer `{ result: '0', message: '', integration }`. */
export const revokeIntegrationSchema = z.object({ integration_id: integrationIdField, management_id: z.string().optional() });
export const revokeIntegrationResponseSchema = integrationAnswerSchema;
export type RevokeIntegrationResponse = z.infer<typeof revokeIntegrationResponseSchema>;

/** One 未登録のデバイス entry: an uplink of an unknown DevEUI through one of the account's integrations. */
export const unregisteredLorawanDeviceSchema = z.object({
  dev_eui: z.string(),
  device_name: z.string(),
  integration_id: z.string(),
  network: lorawanNetworkSchema,
  /** ISO 8601 +09:00 */
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  uplinks: z.number(),
  /** the last decoded payload (null when the uplink carried none) */
  sample: z.record(z.string(), z.unknown()).nullable(),
});
export type UnregisteredLorawanDevice = z.infer<typeof unregisteredLorawanDeviceSchema>;

/** GET /api/sensor/lorawan-devices/unregistered: newest first. Answer `{ list: UnregisteredLorawanDevice[], total_count }`. */
export const listUnregisteredDevicesSchema = z.object({ management_id: z.string().optional() });

/** DELETE /api/sensor/lorawan-devices/unregistered: forget an entry (it comes back with the device's next uplink). */
export const deleteUnregisteredDeviceSchema = z.object({
  dev_eui: safeString('DevEUI'),
  management_id: z.string().optional(),
});

export type CreateIntegrationRequest = z.infer<typeof createIntegrationSchema>;
export type RotateIntegrationRequest = z.infer<typeof rotateIntegrationSchema>;
export type RevokeIntegrationRequest = z.infer<typeof revokeIntegrationSchema>;
export type DeleteUnregisteredDeviceRequest = z.infer<typeof deleteUnregisteredDeviceSchema>;
