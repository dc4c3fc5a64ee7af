import type { VerifiedSensor } from '../auth/token-verifier';
import type { IngestOutcome, IngestService } from '../readings/ingest.service';
import { SENML_MAX_RECORDS, SENML_MESSAGES as M } from './senml-messages';
import { senmlReadings } from './senml-readings';
import { resolveRecords } from './senml-records';

export const SENML_CONTENT_TYPE = /^application\/senml\+json\b/i;

/**
 * SenML (RFC 8428, `application/senml+json`) on POST /v1/readings with the device token: the
 * pack becomes the readings of an HTTP batch and takes its way (IngestService: the sensor's rate
 * limit, validation, JetStream publish, answer after the store). The answer speaks of the pack:
 * `accepted` counts its records stored, `refused` lists records by their index in the pack with
 * a Japanese reason (a reading refused by validation refuses the records it was made of); one
 * bad record never holds the others back.
 */
export class SenmlIngest {
  constructor(private readonly readings: Pick<IngestService, 'ingest'>) {}

  async ingest(sensor: VerifiedSensor, pack: unknown, now = Date.now()): Promise<IngestOutcome> {
    if (!Array.isArray(pack) || pack.length < 1 || pack.length > SENML_MAX_RECORDS) {
      return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: M.pack } } };
    }
    const { readings, sources, refused } = senmlReadings(resolveRecords(pack, now));
    if (readings.length) {
      const outcome = await this.readings.ingest(sensor, { readings }, 'senml');
      if (outcome.status !== 200) return outcome;
      for (const r of outcome.body.refused) for (const index of sources[r.index]) refused.push({ index, reason: r.reason });
    }
    refused.sort((a, b) => a.index - b.index);
    return { status: 200, body: { accepted: pack.length - refused.length, refused } };
  }
}
