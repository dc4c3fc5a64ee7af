import { DEVICE_READING_LIMITS, DEVICE_READING_MESSAGES, type DeviceBatchResponse } from '@inasaku/contracts';
import type { TokenVerifier, VerifiedSensor } from '../auth/token-verifier';
import { DeviceRateLimiter } from '../limits/device-rate-limiter';
import type { DeviceLimits } from '../limits/device-limits';
import type { IngestLog } from '../metrics/ingest-log';
import type { IngestMetrics, Transport } from '../metrics/ingest-metrics';
import type { ReadingsPublisher } from './readings-publisher';
import { validateBatch } from './reading-validator';

export interface DeviceErrorBody {
  error: { code: string; message: string };
}

export type IngestOutcome =
  | { status: 200; body: DeviceBatchResponse }
  | { status: 400 | 401 | 413; body: DeviceErrorBody }
  | { status: 429; body: DeviceErrorBody; retryAfterSeconds: number };

/** Asked once more right before JetStream: a device whose token was revoked meanwhile stores nothing. */
export interface IngestGuard {
  stillAuthorized?: () => boolean;
  /** the source's own message id (a LoRaWAN uplink's natural key): the same uplink twice is stored once (ReadingsPublisher) */
  messageId?: string;
}

export interface IngestServiceOptions {
  /** readings per batch and the per-sensor rate (deviceLimitsFrom); without it only the batch limit holds */
  limits?: Pick<DeviceLimits, 'maxReadingsPerBatch' | 'ratePerMinute' | 'rateBurst'>;
  log?: IngestLog;
}

/**
 * What HTTP and MQTT share: token check, the per-sensor rate limit, per-reading validation,
 * JetStream publish. A sensor has one rate bucket whichever transport it uses.
 */
export class IngestService {
  private readonly limiter: DeviceRateLimiter | null;
  private readonly maxReadings: number;

  constructor(
    private readonly tokens: TokenVerifier,
    private readonly publisher: ReadingsPublisher,
    private readonly metrics?: IngestMetrics,
    private readonly options: IngestServiceOptions = {},
  ) {
    const limits = options.limits;
    this.limiter = limits ? new DeviceRateLimiter(limits.ratePerMinute, limits.rateBurst) : null;
    this.maxReadings = Math.min(limits?.maxReadingsPerBatch ?? DEVICE_READING_LIMITS.maxBatch, DEVICE_READING_LIMITS.maxBatch);
  }

  authenticate(token: string, productId?: string): Promise<VerifiedSensor | null> {
    return this.tokens.verify(token, productId);
  }

  /** `body` is `{ readings: [...] }` or one reading. */
  async ingest(sensor: VerifiedSensor, body: unknown, transport: Transport = 'http', guard: IngestGuard = {}): Promise<IngestOutcome> {
    // First, before any work on the body: a device sending too often costs next to nothing.
    const rate = this.limiter?.take(sensor.id);
    if (rate && !rate.allowed) {
      this.metrics?.batch(transport, 'limited');
      this.metrics?.limited(transport, 'rate');
      if (rate.report) {
        this.options.log?.('warn', 'device sends too often: its messages are refused (429) until its rate allows', {
          sensorId: sensor.id, accountId: sensor.accountId, productId: sensor.productId, transport, refusedSinceLastReport: rate.report.refused,
        });
      }
      return {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: DEVICE_READING_MESSAGES.rateLimited } },
        retryAfterSeconds: rate.retryAfterSeconds,
      };
    }
    const readings = readingsOf(body);
    if (readings && readings.length > this.maxReadings) {
      this.metrics?.batch(transport, 'too_many');
      this.metrics?.limited(transport, 'readings');
      return { status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: DEVICE_READING_MESSAGES.tooManyReadings } } };
    }
    if (!readings) {
      this.metrics?.batch(transport, 'invalid');
      return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: DEVICE_READING_MESSAGES.batch } } };
    }
    const { accepted, refused } = validateBatch(sensor, readings);
    if (guard.stillAuthorized && !guard.stillAuthorized()) {
      return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: DEVICE_READING_MESSAGES.unauthorized } } };
    }
    if (accepted.length) {
      const started = process.hrtime.bigint();
      try {
        await this.publisher.publish(accepted, guard.messageId);
      } catch (e) {
        this.metrics?.batch(transport, 'unavailable');
        throw e;
      }
      this.metrics?.stored(transport, Number(process.hrtime.bigint() - started) / 1e9);
    }
    this.metrics?.batch(transport, 'ok');
    this.metrics?.counted(accepted.length, refused.length);
    return { status: 200, body: { accepted: accepted.length, refused } };
  }
}

function readingsOf(body: unknown): unknown[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = Array.isArray((body as { readings?: unknown }).readings)
    ? (body as { readings: unknown[] }).readings
    : 'measured_at' in body
      ? [body]
      : null;
  return list && list.length >= 1 ? list : null;
}
