import { DEVICE_READING_LIMITS, DEVICE_READING_MESSAGES, type DeviceBatchResponse } from '@inasaku/contracts';
import type { TokenVerifier, VerifiedSensor } from '../auth/token-verifier';
import type { IngestMetrics, Transport } from '../metrics/ingest-metrics';
import type { ReadingsPublisher } from './readings-publisher';
import { validateBatch } from './reading-validator';

export type IngestOutcome =
  | { status: 200; body: DeviceBatchResponse }
  | { status: 400 | 401; body: { error: { code: string; message: string } } };

/** What HTTP and MQTT share: token check, per-reading validation, JetStream publish. */
export class IngestService {
  constructor(
    private readonly tokens: TokenVerifier,
    private readonly publisher: ReadingsPublisher,
    private readonly metrics?: IngestMetrics,
  ) {}

  authenticate(token: string, productId?: string): Promise<VerifiedSensor | null> {
    return this.tokens.verify(token, productId);
  }

  /** `body` is `{ readings: [...] }` or one reading. */
  async ingest(sensor: VerifiedSensor, body: unknown, transport: Transport = 'http'): Promise<IngestOutcome> {
    const readings = readingsOf(body);
    if (!readings) {
      this.metrics?.batch(transport, 'invalid');
      return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: DEVICE_READING_MESSAGES.batch } } };
    }
    const { accepted, refused } = validateBatch(sensor, readings);
    if (accepted.length) {
      const started = process.hrtime.bigint();
      try {
        await this.publisher.publish(accepted);
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
  if (!list || list.length < 1 || list.length > DEVICE_READING_LIMITS.maxBatch) return null;
  return list;
}
