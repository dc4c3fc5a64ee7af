import { randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from 'nats';
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
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Device tokens are checked by the water service, which owns the sensors: sensor-ingest sends the
 * token's sha256 (never the token) over NATS and keeps the answer briefly, so a device sending
 * every minute costs one lookup per TTL. Water announces rotations and deletions
 * (water.sensors.token-changed) and the entry is dropped at once.
 */
export class TokenVerifier {
  private readonly cache = new Map<string, { sensor: VerifiedSensor | null; until: number }>();
  private sub: Subscription | null = null;

  constructor(private readonly nc: NatsConnection, private readonly ttlMs: number) {}

  start(): void {
    this.sub = this.nc.subscribe(WATER_SUBJECTS.sensors.tokenChanged);
    void (async () => {
      for await (const m of this.sub!) {
        try {
          const { sensor_id: productId } = JSON.parse(decoder.decode(m.data)) as { sensor_id: string };
          for (const [key, entry] of this.cache) if (entry.sensor?.productId === productId || key.startsWith(`${productId}\n`)) this.cache.delete(key);
        } catch {
          // not ours
        }
      }
    })();
  }

  stop(): void {
    this.sub?.unsubscribe();
  }

  /** The sensor of this token (and product ID when the device names one), or null. */
  async verify(token: string, productId?: string): Promise<VerifiedSensor | null> {
    if (!token || token.length > 200) return null;
    const hash = hashDeviceToken(token);
    const key = `${productId ?? ''}\n${hash}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.sensor;
    const packet = {
      pattern: WATER_SUBJECTS.sensors.verifyToken,
      data: { context: anonymousContext(randomUUID()), payload: { sensor_id: productId, token_sha256: hash } },
      id: randomUUID(),
    };
    const msg = await this.nc.request(WATER_SUBJECTS.sensors.verifyToken, encoder.encode(JSON.stringify(packet)), { timeout: 5000 });
    const reply = JSON.parse(decoder.decode(msg.data)) as { response?: VerifyDeviceTokenResponse; err?: unknown };
    if (reply.err) throw new Error(`token check failed: ${JSON.stringify(reply.err)}`);
    const s = reply.response?.sensor ?? null;
    const sensor = s ? { id: s.id, accountId: s.account_id, productId: s.sensor_id } : null;
    if (this.cache.size > 100_000) this.cache.clear();
    this.cache.set(key, { sensor, until: Date.now() + (sensor ? this.ttlMs : Math.min(this.ttlMs, NEGATIVE_TTL_MS)) });
    return sensor;
  }
}
