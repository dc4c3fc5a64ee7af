import { LORAWAN_WEBHOOK_PATHS, type Integration } from '@inasaku/contracts';
import { toTokyoIso } from '@inasaku/domain';
import type { IntegrationRow } from './integrations.repository';

/** The integration as the screen gets it; the URL is null when sensor-ingest's public base is not configured. */
export function toIntegration(row: IntegrationRow, publicBase: string | undefined, port: number): Integration {
  const path = LORAWAN_WEBHOOK_PATHS[row.network];
  return {
    integration_id: row.id,
    network: row.network,
    name: row.name,
    webhook_url: publicBase ? publicBase.replace(/\/+$/, '') + path : null,
    webhook_path: path,
    webhook_port: port,
    created_at: toTokyoIso(row.createdAt),
    rotated_at: row.rotatedAt ? toTokyoIso(row.rotatedAt) : null,
    revoked_at: row.revokedAt ? toTokyoIso(row.revokedAt) : null,
  };
}
