import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { AccessTokenClaims } from '@inasaku/contracts';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';

type TokenEnv = Pick<AccountEnv, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS' | 'NEW_PASSWORD_CHALLENGE_TTL_SECONDS'>;

const CHALLENGE_PURPOSE = 'new-password';

export interface Challenge {
  userId: string;
  fingerprint: string;
}

/**
 * Access tokens (HS256 JWT, verified by the gateway with the shared secret), opaque refresh
 * tokens (stored as sha256 only) and the short-lived new-password challenge.
 */
@Injectable()
export class TokenService {
  /** A key of its own, so a challenge can never pass the gateway as an access token. */
  private readonly challengeKey: KeyObject;
  /** Key objects made once: given a string, jsonwebtoken tries to parse it as a PEM key on every call. */
  private readonly accessKey: KeyObject;

  constructor(@Inject(ACCOUNT_ENV) private readonly env: TokenEnv) {
    this.accessKey = createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8'));
    this.challengeKey = createSecretKey(Buffer.from(createHmac('sha256', env.JWT_SECRET).update(CHALLENGE_PURPOSE).digest('hex'), 'utf8'));
  }

  get accessTtlSeconds(): number {
    return this.env.ACCESS_TOKEN_TTL_SECONDS;
  }

  signAccess(claims: AccessTokenClaims): string {
    return jwt.sign({ ...claims }, this.accessKey, { algorithm: 'HS256', expiresIn: this.env.ACCESS_TOKEN_TTL_SECONDS });
  }

  verifyAccess(token: string): (AccessTokenClaims & { exp: number }) | null {
    try {
      return jwt.verify(token, this.accessKey, { algorithms: ['HS256'] }) as AccessTokenClaims & { exp: number };
    } catch {
      return null;
    }
  }

  newRefreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashRefreshToken(token) };
  }

  hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /**
   * The fingerprint ties the challenge to the current (temporary) password: once the new
   * password is set the same challenge no longer verifies.
   */
  signChallenge(userId: string, passwordHash: string): string {
    return jwt.sign({ sub: userId, pwf: this.fingerprint(passwordHash), pur: CHALLENGE_PURPOSE }, this.challengeKey, {
      algorithm: 'HS256',
      expiresIn: this.env.NEW_PASSWORD_CHALLENGE_TTL_SECONDS,
    });
  }

  verifyChallenge(challenge: string): Challenge | null {
    try {
      const claims = jwt.verify(challenge, this.challengeKey, { algorithms: ['HS256'] }) as { sub?: unknown; pwf?: unknown; pur?: unknown };
      if (claims.pur !== CHALLENGE_PURPOSE || typeof claims.sub !== 'string' || typeof claims.pwf !== 'string') return null;
      return { userId: claims.sub, fingerprint: claims.pwf };
    } catch {
      return null;
    }
  }

  fingerprint(passwordHash: string): string {
    return createHash('sha256').update(passwordHash).digest('hex').slice(0, 32);
  }
}
