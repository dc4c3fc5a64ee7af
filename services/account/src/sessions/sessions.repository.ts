import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { SessionEntity } from './entities/session.entity';

export type NewSession = Pick<SessionEntity, 'sessionId' | 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>;

@Injectable()
export class SessionsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
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
}
