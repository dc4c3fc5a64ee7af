import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, type DataSource, type Repository } from 'typeorm';
import { EVENTS, sessionsDeletedMsgId, type SessionsDeletedEvent } from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';
import { SessionEntity } from './entities/session.entity';

export type NewSession = Pick<SessionEntity, 'sessionId' | 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>;

@Injectable()
export class SessionsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly outbox: EventOutbox,
  ) {}

  async create(session: NewSession): Promise<void> {
    await this.sessions.insert({ ...session, revokedAt: null, replacedBy: null });
  }

  findByTokenHash(tokenHash: string): Promise<SessionEntity | null> {
    return this.sessions.findOneBy({ tokenHash });
  }

  /**
   * Revokes `current` and stores its successor, atomically. False when `current` was revoked
   * meanwhile (a concurrent refresh with the same token): the caller treats that as reuse.
   */
  async rotate(currentId: string, next: NewSession): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const result = await m.update(
        SessionEntity,
        { sessionId: currentId, revokedAt: IsNull() },
        { revokedAt: new Date(), replacedBy: next.sessionId },
      );
      if (result.affected !== 1) return false;
      await m.insert(SessionEntity, { ...next, revokedAt: null, replacedBy: null });
      return true;
    });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /**
   * Ends sign-in sessions at once: their refresh tokens are revoked and `account.session.deleted`
   * is written in the same transaction, so every gateway refuses their access tokens (`sid`) too,
   * instead of until they expire. `keep`: the session of the request (a password change keeps it).
   * Answers the ended session ids.
   */
  async endSessions(userId: string, accountId: string | null, scope: { families: string[] } | { allBut: string | null }): Promise<string[]> {
    const ended = await this.dataSource.transaction(async (m) => {
      const now = new Date();
      let families: string[];
      if ('families' in scope) {
        families = scope.families;
      } else {
        // Every session still able to refresh; an access token cannot outlive its family's refresh token.
        const live = await m.find(SessionEntity, {
          select: { familyId: true },
          where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(now), ...(scope.allBut ? { familyId: Not(scope.allBut) } : {}) },
        });
        families = [...new Set(live.map((s) => s.familyId))];
      }
      if (families.length === 0) return [];
      await m.update(SessionEntity, { userId, familyId: In(families), revokedAt: IsNull() }, { revokedAt: now });
      const event: SessionsDeletedEvent = { account_id: accountId, user_id: userId, session_ids: families, deleted_at: now.toISOString() };
      await this.outbox.add(m, EVENTS.sessionsDeleted, event, sessionsDeletedMsgId(randomUUID()));
      return families;
    });
    if (ended.length) await this.outbox.flushQuietly();
    return ended;
  }
}
