import { randomUUID } from 'node:crypto';
import { Events, type NatsConnection, type Subscription } from 'nats';
import { WATER_SUBJECTS, anonymousContext, type VerifyDeviceTokenResponse } from '@inasaku/contracts';
import { hashDeviceToken } from './device-token';

export interface VerifiedSensor {
  /** internal id (stream subject and message id) */
  id: string;
  accountId: string;
  /** product ID */
  productId: string;
}

const NEGATIVE_TTL_MS = 5_000;
/** A check whose sensor was revoked during each of this many answers gives up (no sensor) rather than trust a stale yes. */
const MAX_ASKS = 3;
/** Marks every check in flight as stale (not a product ID: the pattern has no `*`). */
const EVERY_SENSOR = '*';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Device tokens are checked by the water service, which owns the sensors: sensor-ingest sends the
 * token's sha256 (never the token) over NATS and keeps the answer briefly, so a device sending
 * every minute costs one lookup per TTL. Water announces rotations and deletions
 * (water.sensors.token-changed): the entry is dropped and every `onRevoked` listener (the MQTT
 * broker closing the sensor's open connections) is told at once, in the same tick.
 */
export class TokenVerifier {
  private readonly cache = new Map<string, { sensor: VerifiedSensor | null; until: number }>();
  private readonly revokedListeners = new Set<(productId: string) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private sub: Subscription | null = null;
  /**
   * The product IDs revoked while each check is waiting for water. Water answers a check on
   * another connection than it announces on, so a yes computed just before a rotation committed
   * can arrive after the announcement: such an answer is not trusted, the check is asked again.
   */
  private readonly inFlight = new Set<Set<string>>();

  constructor(private readonly nc: NatsConnection, private readonly ttlMs: number) {}

  start(): void {
    this.sub = this.nc.subscribe(WATER_SUBJECTS.sensors.tokenChanged);
    void (async () => {
      for await (const m of this.sub!) {
        let productId: unknown;
        try {
          productId = (JSON.parse(decoder.decode(m.data)) as { sensor_id?: unknown }).sensor_id;
        } catch {
          continue; // not ours
        }
        if (typeof productId === 'string') this.revoke(productId);
      }
    })();
    // Announcements are core NATS: one sent while this process was reconnecting is lost. After a
    // reconnect nothing cached is trusted, and open connections are checked again (onResync).
    void (async () => {
      for await (const s of this.nc.status()) {
        if (s.type !== Events.Reconnect) continue;
        for (const seen of this.inFlight) seen.add(EVERY_SENSOR);
        this.cache.clear();
        for (const listener of this.resyncListeners) listener();
      }
    })().catch(() => undefined);
  }

  stop(): void {
    this.sub?.unsubscribe();
  }

  /** Called synchronously with the product ID of every rotated or deleted sensor's token. */
  onRevoked(listener: (productId: string) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /** Called after a NATS reconnect, when a revocation may have been missed. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Drops what is known of this product ID's token and tells the listeners. */
  revoke(productId: string): void {
    for (const seen of this.inFlight) seen.add(productId);
    for (const [key, entry] of this.cache) if (entry.sensor?.productId === productId || key.startsWith(`${productId}\n`)) this.cache.delete(key);
    for (const listener of this.revokedListeners) {
      try {
        listener(productId);
      } catch {
        // one listener's failure must not keep the others from closing their connections
      }
    }
  }

  /** The sensor of this token (and product ID when the device names one), or null. */
  async verify(token: string, productId?: string): Promise<VerifiedSensor | null> {
    if (!token || token.length > 200) return null;
    return this.verifyHash(hashDeviceToken(token), productId);
  }

  /** Like verify, with the token's sha256 (kept by an open connection instead of the token). */
  async verifyHash(hash: string, productId?: string): Promise<VerifiedSensor | null> {
    const key = `${productId ?? ''}\n${hash}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.sensor;
    for (let ask = 0; ask < MAX_ASKS; ask += 1) {
      const seen = new Set<string>();
      this.inFlight.add(seen);
      let sensor: VerifiedSensor | null;
      try {
        sensor = await this.ask(hash, productId);
      } finally {
        this.inFlight.delete(seen);
      }
      if (seen.has(EVERY_SENSOR) || (productId !== undefined && seen.has(productId)) || (sensor && seen.has(sensor.productId))) continue;
      if (this.cache.size > 100_000) this.cache.clear();
      this.cache.set(key, { sensor, until: Date.now() + (sensor ? this.ttlMs : Math.min(this.ttlMs, NEGATIVE_TTL_MS)) });
      return sensor;
    }
    return null;
  }

  private async ask(hash: string, productId: string | undefined): Promise<VerifiedSensor | null> {
    const packet = {
      pattern: WATER_SUBJECTS.sensors.verifyToken,
      data: { context: anonymousContext(randomUUID()), payload: { sensor_id: productId, token_sha256: hash } },
      id: randomUUID(),
    };
    const msg = await this.nc.request(WATER_SUBJECTS.sensors.verifyToken, encoder.encode(JSON.stringify(packet)), { timeout: 5000 });
    const reply = JSON.parse(decoder.decode(msg.data)) as { response?: VerifyDeviceTokenResponse; err?: unknown };
    if (reply.err) throw new Error(`token check failed: ${JSON.stringify(reply.err)}`);
    const s = reply.response?.sensor ?? null;
    return s ? { id: s.id, accountId: s.account_id, productId: s.sensor_id } : null;
  }
}
