/** What a sensor's message meets: let through, or refused with the seconds until it may send again. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; report: RateReport | null };

/** Said once per sensor and window while it is limited: how many messages were refused since the last report. */
export interface RateReport {
  sensorId: string;
  refused: number;
}

interface Bucket {
  tokens: number;
  at: number;
  refused: number;
  reportedAt: number;
}

/** How often a sensor that stays limited is reported again (a log line per window, not per message). */
export const RATE_REPORT_WINDOW_MS = 60_000;

/**
 * Token bucket per sensor (HTTP and MQTT take from the same one): `burst` messages at once, then
 * `perMinute` a minute. Each sensor has its own bucket, so one device sending too often is
 * refused while every other device goes on as before. Memory is bounded: at most `maxSensors`
 * buckets, the least recently used dropped first (a dropped bucket only means a fresh burst for a
 * sensor that had been quiet longest).
 */
export class DeviceRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    perMinute: number,
    private readonly burst: number,
    private readonly maxSensors = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  take(sensorId: string): RateDecision {
    const now = this.now();
    const b = this.buckets.get(sensorId) ?? { tokens: this.burst, at: now, refused: 0, reportedAt: -Infinity };
    // Re-inserted on every message so the Map's order is least recently used first.
    this.buckets.delete(sensorId);
    this.buckets.set(sensorId, b);
    if (this.buckets.size > this.maxSensors) this.buckets.delete(this.buckets.keys().next().value as string);
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.perMs);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { allowed: true };
    }
    b.refused += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - b.tokens) / this.perMs / 1000));
    if (now - b.reportedAt < RATE_REPORT_WINDOW_MS) return { allowed: false, retryAfterSeconds, report: null };
    const report = { sensorId, refused: b.refused };
    b.refused = 0;
    b.reportedAt = now;
    return { allowed: false, retryAfterSeconds, report };
  }

  /** Buckets held (for the bound's test and the metrics). */
  get size(): number {
    return this.buckets.size;
  }
}
