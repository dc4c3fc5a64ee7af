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
import { runInWriteUnit } from './write-transaction';

/** The gateway keeps answers 24 hours; the service keeps its keys longer (a queue drained days later still counts once). */
const KEEP_DAYS = 7;
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
 * Makes a write and its Idempotency-Key one unit (issue 14 item 5). The gateway answers 504 when
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
 * Usage in a handler:
 *   return this.idempotent.run(context, subjects.create, payload, () => this.service.create(context, payload));
 */
@Injectable()
export class IdempotentWrites implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotentWrites.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async run<T>(context: RequestContext, subject: string, payload: unknown, work: () => Promise<T>): Promise<T> {
    const key = context.idempotencyKey;
    if (!key || !context.accountId || !context.userId) return work();
    const accountId = context.accountId;
    const userId = context.userId;
    const hash = requestHashOf(subject, payload);

    const outcome = await this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`idem:${accountId}:${userId}:${key}`]);
      const [found] = (await m.query(
        'SELECT request_hash, response FROM idempotency_keys WHERE account_id = $1 AND user_id = $2 AND key = $3',
        [accountId, userId, key],
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
    // The kept answers hold the account's data: a deleted account leaves none (issue 14 item 4).
    await this.bus.subscribe<AccountDeletedEvent>(EVENTS.accountDeleted, idempotencyAccountDeletedConsumer(this.config.name), async (e) => {
      if (e?.account_id) await this.dataSource.query('DELETE FROM idempotency_keys WHERE account_id = $1', [e.account_id]);
    });
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Forgets keys older than KEEP_DAYS. */
  async prune(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    await this.dataSource
      .query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEEP_DAYS} days'`)
      .catch((e: Error) => this.logger.warn({ msg: 'idempotency key prune failed', error: e.message }));
  }
}

function answerOf(stored: StoredAnswer | null): unknown {
  if (!stored) return null;
  return 'raw' in stored ? new RawJson(stored.raw) : stored.value;
}
