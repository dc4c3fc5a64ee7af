import { randomUUID } from 'node:crypto';
import { SENSOR_READINGS_GROUP_SUBJECT, type StreamReading } from '@inasaku/contracts';
import { itemsJson } from './items-json';

/** One JetStream publish that resolves once stored (ReadingsPublisher.store: retried between leaders, same id). */
export type StoreMessage = (subject: string, data: Uint8Array, msgID: string) => Promise<{ duplicate: boolean }>;

export interface GroupCommitOptions {
  /** how long the first uplink of a group waits for others (ms); 0: until the end of this turn of the event loop */
  lingerMs: number;
  /** uplinks per message at most; a full group goes at once */
  maxUplinks: number;
  /** bytes of readings per message at most (under NATS's max_payload); a full group goes at once */
  maxBytes?: number;
  /**
   * group messages on their way to JetStream at once; what arrives meanwhile waits for one to be
   * stored and goes as the next group (so the groups grow with the load, without a linger time)
   */
  maxInFlight?: number;
  /** natural keys remembered after their store: a repeat is answered as stored at once */
  recentKeys: number;
  /** how long a natural key is remembered (the stream's duplicate window) */
  recentMs: number;
}

/** 5 ms is a fortieth of the answer budget (200 ms); at 1,000 uplinks/s about five share a message. */
export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { lingerMs: 5, maxUplinks: 500, recentKeys: 200_000, recentMs: 2 * 3600_000 };

/**
 * Device batches (HTTP, MQTT): no linger, so a lone batch goes at once; under load the batches
 * that arrive while two groups are on their way share the next message (about 600 batches a second
 * at 60,000 readings/s: tens per message instead of one each). 256 KB of readings per message at
 * most, a quarter of NATS's default max_payload. No natural keys (recentKeys 0): a device's repeat
 * is stored once by water's (sensor, time) key.
 */
export const DEVICE_BATCH_GROUP_COMMIT: GroupCommitOptions = {
  lingerMs: 0, maxUplinks: 1000, maxBytes: 256 * 1024, maxInFlight: 2, recentKeys: 0, recentMs: 0,
};

export interface GroupOutcome {
  stored: number;
  duplicates: number;
}

interface Waiting {
  body: string;
  count: number;
  resolve: (o: GroupOutcome) => void;
  reject: (e: unknown) => void;
}

const encoder = new TextEncoder();

/**
 * Group commit of LoRaWAN uplinks: what arrives within `lingerMs` (or `maxUplinks`) is ONE
 * JetStream message (StreamReadingGroup), and every waiting request is answered when that message
 * is stored. A message per uplink cost a publish, a stored message and an acknowledgement in
 * nats-server and water each; a group shares them.
 *
 * Stored once per natural key: the group's own id makes a retried publish a JetStream duplicate;
 * an uplink delivered again while its first copy is on its way waits for that copy's store, and
 * one delivered again later is answered from the recent keys (bounded by count and time), without
 * a second reading even when its time differs (a network server's failover). A repeat beyond those
 * (another replica, after a restart) with the same reading time is stored once by water's
 * (sensor, time) key. A failed store forgets its keys, so the network server's retry is stored.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  private waitingBytes = 0;
  private inFlight = 0;
  private timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  /** natural key -> its store (pending or done) and when it was settled; insertion order = age */
  private readonly recent = new Map<string, { outcome: Promise<GroupOutcome>; at: number }>();

  constructor(
    private readonly store: StoreMessage,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The readings of one uplink or device batch (one sensor), resolved once JetStream stored the
   * group holding them. Without a natural key nothing is remembered.
   */
  publish(readings: StreamReading[], naturalKey?: string): Promise<GroupOutcome> {
    const known = naturalKey === undefined ? undefined : this.recent.get(naturalKey);
    if (known && this.now() - known.at < this.options.recentMs) {
      return known.outcome.then(() => ({ stored: 0, duplicates: readings.length }));
    }
    if (known) this.recent.delete(naturalKey!);
    const first = readings[0];
    const body = `{"s":${JSON.stringify(first.s)},"a":${JSON.stringify(first.a)},"r":${first.r},"items":${itemsJson(readings)}}`;
    const outcome = new Promise<GroupOutcome>((resolve, reject) => {
      this.waiting.push({ body, count: readings.length, resolve, reject });
    });
    this.waitingBytes += body.length;
    if (naturalKey !== undefined) this.rememberUntilSettled(naturalKey, outcome);
    const full = this.waiting.length >= this.options.maxUplinks || this.waitingBytes >= (this.options.maxBytes ?? Infinity);
    if (full && this.inFlight < (this.options.maxInFlight ?? Infinity)) this.flush();
    else this.schedule();
    return outcome;
  }

  /**
   * Sends what waits now, up to a full group (also called when a group is full or a group in
   * flight was stored); what is left waits for the next.
   */
  flush(): void {
    this.clearTimer();
    if (!this.waiting.length) return;
    const maxBytes = this.options.maxBytes ?? Infinity;
    let take = 0;
    let bytes = 0;
    while (take < this.waiting.length && take < this.options.maxUplinks && (take === 0 || bytes + this.waiting[take].body.length <= maxBytes)) {
      bytes += this.waiting[take].body.length;
      take += 1;
    }
    const group = this.waiting.slice(0, take);
    this.waiting = this.waiting.slice(take);
    this.waitingBytes -= bytes;
    this.inFlight += 1;
    const data = encoder.encode(`{"g":[${group.map((w) => w.body).join(',')}]}`);
    this.store(SENSOR_READINGS_GROUP_SUBJECT, data, randomUUID()).then(
      (ack) => {
        for (const w of group) w.resolve(ack.duplicate ? { stored: 0, duplicates: w.count } : { stored: w.count, duplicates: 0 });
      },
      (e: unknown) => {
        for (const w of group) w.reject(e);
      },
    ).finally(() => {
      this.inFlight -= 1;
      if (this.waiting.length) this.schedule();
    });
    if (this.waiting.length) this.schedule();
  }

  /** The next send of what waits: after the linger time, or once a group in flight is stored. */
  private schedule(): void {
    if (this.timer || this.inFlight >= (this.options.maxInFlight ?? Infinity)) return;
    this.timer = this.options.lingerMs > 0 ? setTimeout(() => this.flush(), this.options.lingerMs) : setImmediate(() => this.flush());
  }

  private clearTimer(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
    }
    this.timer = null;
  }

  private rememberUntilSettled(naturalKey: string, outcome: Promise<GroupOutcome>): void {
    const entry = { outcome, at: Number.POSITIVE_INFINITY };
    this.remember(naturalKey, entry);
    outcome.then(
      () => {
        entry.at = this.now();
      },
      () => {
        if (this.recent.get(naturalKey) === entry) this.recent.delete(naturalKey);
      },
    );
  }

  private remember(key: string, entry: { outcome: Promise<GroupOutcome>; at: number }): void {
    this.recent.set(key, entry);
    if (this.recent.size <= this.options.recentKeys) return;
    // The oldest first; one still on its way is kept (its repeat must wait for it).
    for (const [k, v] of this.recent) {
      if (this.recent.size <= this.options.recentKeys) break;
      if (v.at !== Number.POSITIVE_INFINITY) this.recent.delete(k);
    }
  }
}
