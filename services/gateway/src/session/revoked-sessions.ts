import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import {
  EVENTS, EVENT_STREAM, type AccessTokenClaims, type AccountDeletedEvent, type SessionsDeletedEvent, type UserDeletedEvent,
} from '@inasaku/contracts';
import { ensureStream } from '@inasaku/service-kit';

/** The deletions the gateway follows (user, account, sessions); one filter, as servers before 2.10 take only one. */
const DELETIONS = 'account.*.deleted';
const PRUNE_EVERY_MS = 60_000;

/**
 * Access tokens are checked by their signature alone and live about 15 minutes. A user the root
 * user deleted (account.user.deleted) or a deleted account (account.account.deleted) must not go
 * on using one until it expires, nor a session signed out or ended by a password change
 * (account.session.deleted, by the tokens' `sid`): every gateway replica reads those events from the EVENTS stream,
 * from `windowMs` back (so a gateway that just started also knows the deletions that tokens still
 * in use may predate), and refuses the tokens of those users and accounts. An entry is dropped
 * once every token issued before it has expired.
 */
export class RevokedSessions implements OnModuleDestroy {
  private readonly logger = new Logger(RevokedSessions.name);
  /** deleted user or account id -> when it was deleted (ms) */
  private readonly users = new Map<string, number>();
  private readonly accounts = new Map<string, number>();
  /** ended sign-in session (`sid`) -> when (ms) */
  private readonly sessions = new Map<string, number>();
  private messages: ConsumerMessages | null = null;
  private readonly pruner: NodeJS.Timeout;

  constructor(private readonly windowMs: number) {
    this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /** Follows the deletions on `nc` (creating the event stream if no service has yet). */
  static async follow(nc: NatsConnection, windowMs: number): Promise<RevokedSessions> {
    const revoked = new RevokedSessions(windowMs);
    await ensureStream(await nc.jetstreamManager(), EVENT_STREAM.name, EVENT_STREAM.subjects);
    const consumer = await nc.jetstream().consumers.get(EVENT_STREAM.name, {
      filterSubjects: DELETIONS,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: new Date(Date.now() - windowMs).toISOString(),
    });
    revoked.messages = await consumer.consume();
    void (async () => {
      for await (const m of revoked.messages!) {
        try {
          revoked.record(m.subject, m.json());
        } catch (e) {
          revoked.logger.warn({ msg: 'unreadable deletion event', subject: m.subject, error: (e as Error).message });
        }
      }
    })();
    return revoked;
  }

  /** Takes one deletion event in. */
  record(subject: string, data: unknown): void {
    if (subject === EVENTS.userDeleted) {
      const event = data as UserDeletedEvent;
      this.users.set(event.user_id, Date.parse(event.deleted_at) || Date.now());
    } else if (subject === EVENTS.accountDeleted) {
      const event = data as AccountDeletedEvent;
      this.accounts.set(event.account_id, Date.parse(event.deleted_at) || Date.now());
    } else if (subject === EVENTS.sessionsDeleted) {
      const event = data as SessionsDeletedEvent;
      for (const id of event.session_ids ?? []) this.revokeSession(id, Date.parse(event.deleted_at) || Date.now());
    }
  }

  /**
   * Ends one session here at once (the sign-out this gateway answered), before its event arrives
   * from the stream, which tells the other replicas.
   */
  revokeSession(sessionId: string, at = Date.now()): void {
    this.sessions.set(sessionId, at);
  }

  /** Whether a verified token belongs to a deleted user or account, or to an ended session. */
  isRevoked(claims: Pick<AccessTokenClaims, 'sub' | 'acc' | 'sid'>): boolean {
    return this.users.has(claims.sub) || this.accounts.has(claims.acc) || (!!claims.sid && this.sessions.has(claims.sid));
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.pruner);
    await this.messages?.close().catch(() => undefined);
  }

  private prune(now = Date.now()): void {
    for (const list of [this.users, this.accounts, this.sessions]) {
      for (const [id, at] of list) if (at < now - this.windowMs) list.delete(id);
    }
  }
}
