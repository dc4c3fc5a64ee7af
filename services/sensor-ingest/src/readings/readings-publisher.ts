import type { JetStreamClient } from 'nats';
import { SENSOR_READINGS_SUBJECT_PREFIX, type StreamReading } from '@inasaku/contracts';

const encoder = new TextEncoder();

/**
 * Puts accepted readings on SENSOR_READINGS, one message each with the id `<sensor>:<time>`, and
 * resolves only when JetStream has stored every one (so the device's answer means "kept").
 * A repeat within the duplicate window is acknowledged as a duplicate and stored once.
 */
export class ReadingsPublisher {
  constructor(private readonly js: JetStreamClient) {}

  async publish(readings: StreamReading[]): Promise<{ stored: number; duplicates: number }> {
    const acks = await Promise.all(
      readings.map((r) =>
        this.js.publish(`${SENSOR_READINGS_SUBJECT_PREFIX}${r.s}`, encoder.encode(JSON.stringify(r)), { msgID: `${r.s}:${r.t}` }),
      ),
    );
    const duplicates = acks.filter((a) => a.duplicate).length;
    return { stored: acks.length - duplicates, duplicates };
  }
}
