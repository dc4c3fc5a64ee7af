import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type CurrentUser, type SignInResult } from '@inasaku/contracts';
import { rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { AccountsService } from '../accounts/accounts.service';
import { toClaims, toCurrentUser } from '../accounts/current-user';
import { UsersRepository } from '../users/users.repository';
import { ManagementsService } from '../managements/managements.service';
import type { UserEntity } from '../users/entities/user.entity';
import { SessionsRepository } from './sessions.repository';
import { TokenService } from './token.service';

const sessionExpired = (): never => rpcError(401, ERROR_CODES.unauthorized, MESSAGES.sessionExpired);

/** Sessions: an access token plus a rotating refresh token, one family per sign-in. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly managements: ManagementsService,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /** Signs a verified user in (creating the account on the first sign-in). */
  async start(user: UserEntity): Promise<SignInResult> {
    const { user: linked, account } = await this.accounts.ensureAccount(user);
    // First use in a new year starts it (and carries the fields over), before anything is shown.
    await this.managements.ensureCurrentYear(account.accountId);
    const current = toCurrentUser(linked, account);
    return this.issue(current, randomUUID(), null);
  }

  /** Rotation: the presented token is revoked and a successor in the same family issued. */
  async refresh(refreshToken: string): Promise<SignInResult> {
    const session = await this.sessions.findByTokenHash(this.tokens.hashRefreshToken(refreshToken));
    if (!session) return sessionExpired();
    if (session.revokedAt) {
      // A revoked token came back: it was stolen or replayed. End the whole sign-in.
      await this.sessions.revokeFamily(session.familyId);
      return sessionExpired();
    }
    if (session.expiresAt.getTime() <= Date.now()) return sessionExpired();

    const user = await this.users.findById(session.userId);
    const current = user ? await this.accounts.currentUser(user) : null;
    if (!current) {
      await this.sessions.revokeFamily(session.familyId);
      return sessionExpired();
    }
    return this.issue(current, session.familyId, session.sessionId);
  }

  /** Ends the sign-in of this refresh token: its access tokens are refused at once by every gateway. */
  async signOut(refreshToken: string | undefined): Promise<{ signed_out: true }> {
    if (refreshToken) {
      const session = await this.sessions.findByTokenHash(this.tokens.hashRefreshToken(refreshToken));
      if (session) {
        const user = await this.users.findById(session.userId);
        await this.sessions.endSessions(session.userId, user?.accountId ?? null, { families: [session.familyId] });
      }
    }
    return { signed_out: true };
  }

  /**
   * Ends every session of the user (a password reset), or every one but `keepSessionId` (a
   * password change keeps the session it was made from), at once.
   */
  async revokeAllForUser(userId: string, keepSessionId: string | null = null): Promise<void> {
    const user = await this.users.findById(userId);
    await this.sessions.endSessions(userId, user?.accountId ?? null, { allBut: keepSessionId });
  }

  private async issue(current: CurrentUser, familyId: string, replacing: string | null): Promise<SignInResult> {
    const { token, hash } = this.tokens.newRefreshToken();
    const next = {
      sessionId: randomUUID(),
      userId: current.user_id,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + this.env.REFRESH_TOKEN_TTL_SECONDS * 1000),
    };
    if (replacing) {
      if (!(await this.sessions.rotate(replacing, next))) {
        await this.sessions.revokeFamily(familyId);
        return sessionExpired();
      }
    } else {
      await this.sessions.create(next);
    }
    return {
      status: 'SIGNED_IN',
      user: current,
      session: {
        // sid: the sign-in (refresh family), so that sign-out and a password change can end its access tokens.
        access_token: this.tokens.signAccess({ ...toClaims(current), sid: familyId }),
        refresh_token: token,
        access_expires_in: this.env.ACCESS_TOKEN_TTL_SECONDS,
        refresh_expires_in: this.env.REFRESH_TOKEN_TTL_SECONDS,
      },
    };
  }
}
