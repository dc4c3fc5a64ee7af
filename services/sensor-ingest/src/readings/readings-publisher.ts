import { createHash } from 'node:crypto';
import type { JetStreamClient, JetStreamPublishOptions, PubAck } from 'nats';
import { SENSOR_READINGS_SUBJECT_PREFIX, type StreamReading } from '@inasaku/contracts';
import { DEFAULT_GROUP_COMMIT, DEVICE_BATCH_GROUP_COMMIT, GroupCommit, type GroupCommitOptions } from './group-commit';
import { itemsJson } from './items-json';

const encoder = new TextEncoder();

export type StreamMode = 'reading' | 'batch';

/** How long a publish is tried again while the stream has no leader; then the device gets 503 and retries itself. */
export const DEFAULT_PUBLISH_RETRY_MS = 10_000;
const RETRY_DELAY_MS = 200;

/**
 * No stream leader for a moment: a clustered stream elects a new one in 4–9 s after its node was
 * lost (nats-server's raft election timeout), meanwhile a publish finds no responder or times out.
 * Anything else (a refused message, a closed connection) is not waited out.
 */
export function transientPublishError(e: unknown): boolean {
  const code = (e as { code?: string })?.code;
  if (code === '503' || code === 'TIMEOUT') return true;
  return /no responders|timeout|not available|no suitable peers|leader/i.test((e as Error)?.message ?? '');
}

/**
 * Puts accepted readings on SENSOR_READINGS and resolves only when JetStream has stored them (so
 * the device's answer means "kept").
 * - 'batch' (default): device batches (the readings of one request are one sensor's) go as groups
 *   (GroupCommit, DEVICE_BATCH_GROUP_COMMIT): a lone batch at once, the batches that arrive while
 *   groups are on their way in one message (a JetStream message, its acknowledgement and its
 *   delivery to water cost about as much for 100 readings as for 10,000). A repeated batch, cut
 *   the same or differently, is stored once by the (sensor, time) key of the readings table.
 *   Without group commit: one message per batch, id made of the sensor, the first and last time,
 *   the count and a digest.
 * - 'reading': one message per reading, id `<sensor>:<time>`; a repeat within the duplicate
 *   window is acknowledged as a duplicate and stored once.
 */
export class ReadingsPublisher {
  /** readings with a natural key (LoRaWAN uplinks, one small reading each) go as groups: GroupCommit */
  private readonly group: GroupCommit | null;
  /** device batches in 'batch' mode, grouped without natural keys */
  private readonly batches: GroupCommit | null;

  constructor(
    private readonly js: JetStreamClient,
    private readonly mode: StreamMode = 'batch',
    private readonly retryMs = DEFAULT_PUBLISH_RETRY_MS,
    groupCommit: GroupCommitOptions | false = DEFAULT_GROUP_COMMIT,
    batchGroupCommit: GroupCommitOptions | false = DEVICE_BATCH_GROUP_COMMIT,
  ) {
    const store = (subject: string, data: Uint8Array, msgID: string) => this.store(subject, data, { msgID });
    this.group = groupCommit ? new GroupCommit(store, groupCommit) : null;
    this.batches = batchGroupCommit && mode === 'batch' ? new GroupCommit(store, batchGroupCommit) : null;
  }

  /**
   * One JetStream publish, tried again while the stream is between leaders (the device waits
   * instead of getting 503). Safe to repeat: the message id makes a stored repeat a duplicate ack.
   */
  private async store(subject: string, data: Uint8Array, opts: Partial<JetStreamPublishOptions>): Promise<PubAck> {
    const until = Date.now() + this.retryMs;
    for (;;) {
      try {
        return await this.js.publish(subject, data, opts);
      } catch (e) {
        if (!transientPublishError(e) || Date.now() + RETRY_DELAY_MS > until) throw e;
        await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      }
    }
  }

  /**
   * `naturalId`: the source's own id of what these readings came from (a LoRaWAN uplink's
   * ChirpStack deduplicationId, The Things Stack's DevEUI + session + f_cnt), used as the message
   * id in either mode, so the same uplink delivered twice is stored once even when its readings
   * came out differently (another receive time after a failover). With group commit (the
   * default) such readings share one message with the others of the same few milliseconds and
   * the natural key is checked in process (GroupCommit); without it, it is the message id.
   */
  async publish(readings: StreamReading[], naturalId?: string): Promise<{ stored: number; duplicates: number }> {
    if (!readings.length) return { stored: 0, duplicates: 0 };
    if (naturalId && this.group) return this.group.publish(readings, naturalId);
    if (!naturalId && this.batches) return this.batches.publish(readings);
    if (this.mode === 'batch' || naturalId) return this.publishBatch(readings, naturalId);
    const acks = await Promise.all(
      readings.map((r) =>
        this.store(`${SENSOR_READINGS_SUBJECT_PREFIX}${r.s}`, encoder.encode(JSON.stringify(r)), { msgID: `${r.s}:${r.t}` }),
      ),
    );
    const duplicates = acks.filter((a) => a.duplicate).length;
    return { stored: acks.length - duplicates, duplicates };
  }

  private async publishBatch(readings: StreamReading[], naturalId?: string): Promise<{ stored: number; duplicates: number }> {
    const first = readings[0];
    // The items are serialised once: the digest of the id and the message share the text.
    const body = itemsJson(readings);
    const digest = createHash('sha1').update(body).digest('hex').slice(0, 16);
    const id = naturalId ?? `${first.s}:${first.t}:${readings[readings.length - 1].t}:${readings.length}:${digest}`;
    const message = `{"s":${JSON.stringify(first.s)},"a":${JSON.stringify(first.a)},"r":${first.r},"items":${body}}`;
    const ack = await this.store(`${SENSOR_READINGS_SUBJECT_PREFIX}${first.s}`, encoder.encode(message), { msgID: id });
    return ack.duplicate ? { stored: 0, duplicates: readings.length } : { stored: readings.length, duplicates: 0 };
  }
}
