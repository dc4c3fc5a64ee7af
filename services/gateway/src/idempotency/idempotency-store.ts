import { createHash } from 'node:crypto';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';

/** How long an answer is replayed (ARCHITECTURE §4). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a "first request still running" mark lives if this gateway dies before writing the
 * answer: longer than any NATS request waits, short enough that a retry is not refused for long.
 * The service's own key table still makes the retry count once.
 */
const PENDING_TTL_SECONDS = 60;

/** Letters, digits and `-_.:`: a UUID (what the browser sends) or any opaque id of 8 to 128 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,128}$/;

export type Begin =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

/** The part of ioredis the store uses (a fake in unit tests). */
export interface RedisLike {
  set(key: string, value: string, ex: 'EX', seconds: number, nx?: 'NX'): Promise<'OK' | null>;
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
}

type Entry = { state: 'pending'; hash: string } | { state: 'done'; hash: string; status: number; body: string };

/** The request's identity under its key: route, year and body. */
export function requestHash(subject: string, managementId: string | null, payload: unknown): string {
  return createHash('sha256').update(`${subject}\n${managementId ?? ''}\n${JSON.stringify(payload ?? null)}`).digest('hex');
}

/**
 * The gateway's memory of Idempotency-Keys, in Redis, per account and user (one user's key never
 * finds another user's answer). A first request marks its key pending; its success answer
 * replaces the mark for 24 hours; a failure removes the mark, so the retry goes to the service,
 * which holds the authoritative record (service-kit IdempotentWrites) and replays there if the
 * write did happen after all (the gateway's 504 case). Redis being away never blocks a write:
 * the store then answers 'first' and keeps nothing.
 */
export class IdempotencyStore implements OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyStore.name);

  constructor(private readonly redis: RedisLike) {}

  /** Connects, waiting at most `readyMs` for Redis (a gateway starts even with Redis away). */
  static async connect(url: string, readyMs = 2000): Promise<IdempotencyStore> {
    // No offline queue and one retry: with Redis down a write waits milliseconds, not seconds.
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'gateway' });
    redis.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, readyMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const store = new IdempotencyStore(redis as unknown as RedisLike);
    store.close = async () => {
      await redis.quit().catch(() => redis.disconnect());
    };
    return store;
  }

  close: () => Promise<void> = async () => undefined;

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private keyOf(accountId: string, userId: string, key: string): string {
    return `idem:${accountId}:${userId}:${key}`;
  }

  async begin(accountId: string, userId: string, key: string, hash: string): Promise<Begin> {
    const k = this.keyOf(accountId, userId, key);
    try {
      const pending: Entry = { state: 'pending', hash };
      if ((await this.redis.set(k, JSON.stringify(pending), 'EX', PENDING_TTL_SECONDS, 'NX')) === 'OK') return { kind: 'first' };
      const raw = await this.redis.get(k);
      if (!raw) return { kind: 'first' };
      const entry = JSON.parse(raw) as Entry;
      if (entry.hash !== hash) return { kind: 'mismatch' };
      if (entry.state === 'pending') return { kind: 'in-flight' };
      return { kind: 'replay', status: entry.status, body: entry.body };
    } catch (e) {
      this.logger.warn(`idempotency store unavailable, forwarding without it: ${String(e)}`);
      return { kind: 'first' };
    }
  }

  async finish(accountId: string, userId: string, key: string, hash: string, status: number, body: string): Promise<void> {
    const entry: Entry = { state: 'done', hash, status, body };
    await this.redis
      .set(this.keyOf(accountId, userId, key), JSON.stringify(entry), 'EX', IDEMPOTENCY_TTL_SECONDS)
      .catch((e: unknown) => this.logger.warn(`idempotency answer not kept: ${String(e)}`));
  }

  async abandon(accountId: string, userId: string, key: string): Promise<void> {
    await this.redis.del(this.keyOf(accountId, userId, key)).catch(() => undefined);
  }
}
