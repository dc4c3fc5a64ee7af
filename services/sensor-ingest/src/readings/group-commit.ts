import { randomUUID } from 'node:crypto';
import { SENSOR_READINGS_GROUP_SUBJECT, type StreamReading } from '@inasaku/contracts';

/** One JetStream publish that resolves once stored (ReadingsPublisher.store: retried between leaders, same id). */
export type StoreMessage = (subject: string, data: Uint8Array, msgID: string) => Promise<{ duplicate: boolean }>;

export interface GroupCommitOptions {
  /** how long the first uplink of a group waits for others (ms) */
  lingerMs: number;
  /** uplinks per message at most; a full group goes at once */
  maxUplinks: number;
  /** natural keys remembered after their store: a repeat is answered as stored at once */
  recentKeys: number;
  /** how long a natural key is remembered (the stream's duplicate window) */
  recentMs: number;
}

/** 5 ms is a fortieth of the answer budget (200 ms); at 1,000 uplinks/s about five share a message. */
export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { lingerMs: 5, maxUplinks: 500, recentKeys: 200_000, recentMs: 2 * 3600_000 };

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
  private timer: NodeJS.Timeout | null = null;
  /** natural key -> its store (pending or done) and when it was settled; insertion order = age */
  private readonly recent = new Map<string, { outcome: Promise<GroupOutcome>; at: number }>();

  constructor(
    private readonly store: StoreMessage,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** The readings of one uplink (one sensor), resolved once JetStream stored the group holding them. */
  publish(readings: StreamReading[], naturalKey: string): Promise<GroupOutcome> {
    const known = this.recent.get(naturalKey);
    if (known && this.now() - known.at < this.options.recentMs) {
      return known.outcome.then(() => ({ stored: 0, duplicates: readings.length }));
    }
    if (known) this.recent.delete(naturalKey);
    const outcome = new Promise<GroupOutcome>((resolve, reject) => {
      const first = readings[0];
      const items = readings.map((x) => [x.t, x.l, x.w, x.b, x.g]);
      const body = `{"s":${JSON.stringify(first.s)},"a":${JSON.stringify(first.a)},"r":${first.r},"items":${JSON.stringify(items)}}`;
      this.waiting.push({ body, count: readings.length, resolve, reject });
    });
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
    if (this.waiting.length >= this.options.maxUplinks) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.lingerMs);
    return outcome;
  }

  /** Sends what waits now (also called when a group is full). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const group = this.waiting;
    if (!group.length) return;
    this.waiting = [];
    const data = encoder.encode(`{"g":[${group.map((w) => w.body).join(',')}]}`);
    this.store(SENSOR_READINGS_GROUP_SUBJECT, data, randomUUID()).then(
      (ack) => {
        for (const w of group) w.resolve(ack.duplicate ? { stored: 0, duplicates: w.count } : { stored: w.count, duplicates: 0 });
      },
      (e: unknown) => {
        for (const w of group) w.reject(e);
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
