import type { DeviceBatchResponse } from '@inasaku/contracts';
import type { VerifiedSensor } from '../auth/token-verifier';
import type { IngestMetrics } from '../metrics/ingest-metrics';
import { validateBatch } from '../readings/reading-validator';
import type { ReadingsPublisher } from '../readings/readings-publisher';
import { SENML_MAX_RECORDS, SENML_MESSAGES as M } from './senml-messages';
import { senmlReadings } from './senml-readings';
import { resolveRecords } from './senml-records';

export const SENML_CONTENT_TYPE = /^application\/senml\+json\b/i;

export type SenmlOutcome =
  | { status: 200; body: DeviceBatchResponse }
  | { status: 400; body: { error: { code: string; message: string } } };

/**
 * SenML (RFC 8428, `application/senml+json`) on POST /v1/readings with the device token: the
 * pack becomes device readings and goes the way of an HTTP batch (same validation, same
 * JetStream publish, answer after the store). `accepted` counts the records stored, `refused`
 * lists records by their index in the pack, each with a Japanese reason; one bad record never
 * holds the others back.
 */
export class SenmlIngest {
  constructor(private readonly publisher: ReadingsPublisher, private readonly metrics?: IngestMetrics) {}

  async ingest(sensor: VerifiedSensor, pack: unknown, now = Date.now()): Promise<SenmlOutcome> {
    if (!Array.isArray(pack) || pack.length < 1 || pack.length > SENML_MAX_RECORDS) {
      this.metrics?.batch('senml', 'invalid');
      return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: M.pack } } };
    }
    const { readings, sources, refused } = senmlReadings(resolveRecords(pack, now));
    const checked = validateBatch(sensor, readings, now);
    for (const r of checked.refused) for (const index of sources[r.index]) refused.push({ index, reason: r.reason });
    if (checked.accepted.length) {
      const started = process.hrtime.bigint();
      try {
        await this.publisher.publish(checked.accepted);
      } catch (e) {
        this.metrics?.batch('senml', 'unavailable');
        throw e;
      }
      this.metrics?.stored('senml', Number(process.hrtime.bigint() - started) / 1e9);
    }
    this.metrics?.batch('senml', 'ok');
    this.metrics?.counted(checked.accepted.length, checked.refused.length);
    refused.sort((a, b) => a.index - b.index);
    return { status: 200, body: { accepted: pack.length - refused.length, refused } };
  }
}
