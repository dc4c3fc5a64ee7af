import { z } from 'zod';

/**
 * Alert delivery settings (Web Push, e-mail, LINE). The keys themselves (VAPID pair, the key
 * that encrypts LINE channel tokens) are read by ./delivery-keys.ts, never through this schema,
 * so that no validation error or log line can echo them.
 */
export const alertDeliveryEnvShape = {
  /** VAPID subject (RFC 8292): the contact push services use when something is wrong with our pushes. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL').default('mailto:alerts@inasaku.localhost'),
  /** The LINE Messaging API base URL (tests point it at a local stub). */
  LINE_API_BASE: z.string().url().default('https://api.line.me'),
  /**
   * Pushes and LINE messages in flight at once on one replica. A real push service answers in tens
   * to hundreds of ms: 256 in flight keep ten thousand pushes within seconds at 100 ms each (HTTP/2
   * streams on a few connections, not 256 sockets).
   */
  ALERT_DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(256),
  /**
   * Threads that encrypt and send Web Push (the ECDH of each message and the HTTP/2 client are
   * most of a burst's CPU); 0: the service's own thread does. Unset: one per core, at most four.
   */
  ALERT_DELIVERY_SENDER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  /** How often due deliveries (retries, the end of quiet hours, reminders) are looked for. */
  ALERT_DELIVERY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** Tries of one delivery before it counts as failed (404/410 end it at once). */
  ALERT_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** The first retry's delay; each next one doubles (with jitter), capped at an hour. */
  ALERT_DELIVERY_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Timeout of one request to a push service or LINE. */
  ALERT_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** 'false': this replica neither expands nor sends deliveries (tests drive it by hand). */
  ALERT_DELIVERY_WORKER: z.enum(['true', 'false']).default('true'),
};
