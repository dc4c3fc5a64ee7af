import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ERROR_CODES, EVENTS, MESSAGES, type AccountDeletedEvent, type RequestContext } from '@inasaku/contracts';
import { EventBus } from '../events/event-bus';
import { SERVICE_CONFIG, type ServiceConfig } from '../tokens';
import { EventOutbox } from '../outbox/event-outbox';
import { RawJson } from '../rpc/raw-json';
import { rpcError } from '../rpc/rpc-error';
import { inWriteUnit, joinWriteUnits, runInWriteUnit } from './write-transaction';

/**
 * As long as the gateway keeps its answers (24 hours): a retry within that time counts once at
 * either end; the kept answers hold the account's data, so they do not stay longer than needed.
 */
export const IDEMPOTENCY_KEEP_HOURS = 24;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** The durable consumer that forgets a deleted account's keys (and the answers they hold) in a service. */
export function idempotencyAccountDeletedConsumer(serviceName: string): string {
  return `${serviceName}-idempotency-account-deleted`;
}

/** What is stored per key: the handler's answer (a RawJson kept as its text). */
type StoredAnswer = { value: unknown } | { raw: string };

/** The request's identity under its key: the same key with another body is refused, not replayed. */
export function requestHashOf(subject: string, payload: unknown): string {
  return createHash('sha256').update(subject).update('\n').update(JSON.stringify(payload ?? null)).digest('hex');
}

/**
 * Makes a write and its Idempotency-Key one unit. The gateway answers 504 when
 * a service is slow, but the service may still finish the write; the user's retry carries the same
 * key, and here it finds the key recorded with the first answer, and gets that answer instead of
 * a second write. The key row is inserted in the SAME transaction as the write (repositories join
 * it through `writeTransaction`), so a crash either loses both or keeps both.
 *
 * A transaction-scoped advisory lock on the key makes a repeat that arrives while the first is
 * still running wait for it, then replay its answer. Keys are per account and user: another
 * user's identical key is another key. Without a key (old clients, service-to-service calls)
 * the work runs as before.
 *
 * Every write subject of the route table gets this by default from IdempotencyInterceptor, and
 * every query of the service's data source inside it joins the unit (joinWriteUnits), so
 * handlers and repositories do nothing for it. A call made inside a unit (a handler that still
 * calls `run` itself) joins the unit that is already open.
 */
@Injectable()
export class IdempotentWrites implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotentWrites.name);
  private timer: NodeJS.Timeout | null = null;
  private firstPrune: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    joinWriteUnits(dataSource);
  }

  async run<T>(context: RequestContext, subject: string, payload: unknown, work: () => Promise<T>): Promise<T> {
    const key = context.idempotencyKey;
    if (!key || !context.accountId || !context.userId || inWriteUnit()) return work();
    const accountId = context.accountId;
    const userId = context.userId;
    const hash = requestHashOf(subject, payload);

    const outcome = await this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`idem:${accountId}:${userId}:${key}:${subject}`]);
      const [found] = (await m.query(
        'SELECT request_hash, response FROM idempotency_keys WHERE account_id = $1 AND user_id = $2 AND key = $3 AND subject = $4',
        [accountId, userId, key, subject],
      )) as { request_hash: string; response: StoredAnswer | null }[];
      if (found) {
        if (found.request_hash !== hash) rpcError(422, ERROR_CODES.conflict, MESSAGES.idempotencyMismatch);
        return { replayed: true as const, answer: found.response };
      }
      const { result, afterCommit } = await runInWriteUnit(m, work);
      const answer: StoredAnswer = result instanceof RawJson ? { raw: result.json } : { value: result ?? null };
      await m.query(
        'INSERT INTO idempotency_keys (account_id, user_id, key, subject, request_hash, response) VALUES ($1, $2, $3, $4, $5, $6)',
        [accountId, userId, key, subject, hash, JSON.stringify(answer)],
      );
      return { replayed: false as const, result, afterCommit };
    });

    if (outcome.replayed) return answerOf(outcome.answer) as T;
    for (const fn of outcome.afterCommit) {
      await Promise.resolve()
        .then(fn)
        .catch((e: Error) => this.logger.warn({ msg: 'after-commit work failed', subject, error: e.message }));
    }
    // An event the write put in the outbox was committed only now: publish it now, not at the relay's next turn.
    await this.outbox.flushQuietly();
    return outcome.result;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.timer = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS);
    this.timer.unref();
    // A service that restarts more often than hourly still forgets old keys.
    this.firstPrune = setTimeout(() => void this.prune(), 30_000);
    this.firstPrune.unref();
    // The kept answers hold the account's data: a deleted account leaves none.
    await this.bus.subscribe<AccountDeletedEvent>(EVENTS.accountDeleted, idempotencyAccountDeletedConsumer(this.config.name), async (e) => {
      if (e?.account_id) await this.dataSource.query('DELETE FROM idempotency_keys WHERE account_id = $1', [e.account_id]);
    });
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.firstPrune) clearTimeout(this.firstPrune);
  }

  /** Forgets keys older than IDEMPOTENCY_KEEP_HOURS (every replica may run it: the delete is the same). */
  async prune(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    await this.dataSource
      .query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${IDEMPOTENCY_KEEP_HOURS} hours'`)
      .catch((e: Error) => this.logger.warn({ msg: 'idempotency key prune failed', error: e.message }));
  }
}

function answerOf(stored: StoredAnswer | null): unknown {
  if (!stored) return null;
  return 'raw' in stored ? new RawJson(stored.raw) : stored.value;
}
