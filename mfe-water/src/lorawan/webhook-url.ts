import type { Integration } from '@inasaku/contracts';

/** sensor-ingest's port when the server names none (README: 3110). */
export const INGEST_DEFAULT_PORT = 3110;

/**
 * The URL to paste into the network server: the configured public URL from the server, else
 * this page's host on sensor-ingest's port (the system as `npm start` runs it).
 */
export function webhookUrlOf(
  integration: Pick<Integration, 'webhook_url' | 'webhook_path'> & { webhook_port?: number },
  location: Pick<Location, 'protocol' | 'hostname'> = window.location,
): string {
  if (integration.webhook_url) return integration.webhook_url;
  return `${location.protocol}//${location.hostname}:${integration.webhook_port ?? INGEST_DEFAULT_PORT}${integration.webhook_path}`;
}
