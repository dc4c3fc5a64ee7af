import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One refresh token. Rotation links tokens of one sign-in through `familyId`. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn('uuid', { name: 'session_id' })
  sessionId: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('uuid', { name: 'family_id' })
  familyId: string;

  /** sha256 of the refresh token; the token itself is never stored. */
  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('uuid', { name: 'replaced_by', nullable: true })
  replacedBy: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
