import { createHash, createHmac, createPublicKey, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { AccessTokenClaims } from '@inasaku/contracts';
import { SESSION_TOKEN_ALGORITHM, keyIdOf, loadSigningKey } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';

type TokenEnv = Pick<AccountEnv, 'ACCESS_TOKEN_TTL_SECONDS' | 'NEW_PASSWORD_CHALLENGE_TTL_SECONDS'> &
  Partial<Pick<AccountEnv, 'NODE_ENV' | 'JWT_PRIVATE_KEY' | 'JWT_PRIVATE_KEY_FILE'>>;

const CHALLENGE_PURPOSE = 'new-password';

/**
 * A secret of the account service for `purpose`, derived from its signing key, so that no
 * secret of the account lives in the source or in a second setting.
 */
export function accountSecret(env: TokenEnv, purpose: string): string {
  const der = loadSigningKey(env).export({ format: 'der', type: 'pkcs8' });
  return createHmac('sha256', der).update(purpose).digest('hex');
}

export interface Challenge {
  userId: string;
  fingerprint: string;
}

/**
 * Access tokens (ES256 JWT signed with the account's private key; the gateway holds only the
 * public key and so cannot mint one), opaque refresh tokens (stored as sha256 only) and the
 * short-lived new-password challenge.
 */
@Injectable()
export class TokenService {
  /** A key of its own, so a challenge can never pass the gateway as an access token. */
  private readonly challengeKey: KeyObject;
  private readonly signingKey: KeyObject;
  private readonly verifyingKey: KeyObject;
  private readonly keyId: string;

  constructor(@Inject(ACCOUNT_ENV) private readonly env: TokenEnv) {
    this.signingKey = loadSigningKey(env, (m) => new Logger(TokenService.name).warn(m));
    this.verifyingKey = createPublicKey(this.signingKey);
    this.keyId = keyIdOf(this.verifyingKey);
    this.challengeKey = createSecretKey(Buffer.from(accountSecret(env, CHALLENGE_PURPOSE), 'utf8'));
  }

  get accessTtlSeconds(): number {
    return this.env.ACCESS_TOKEN_TTL_SECONDS;
  }

  signAccess(claims: AccessTokenClaims): string {
    return jwt.sign({ ...claims }, this.signingKey, {
      algorithm: SESSION_TOKEN_ALGORITHM,
      keyid: this.keyId,
      expiresIn: this.env.ACCESS_TOKEN_TTL_SECONDS,
    });
  }

  verifyAccess(token: string): (AccessTokenClaims & { exp: number }) | null {
    try {
      return jwt.verify(token, this.verifyingKey, { algorithms: [SESSION_TOKEN_ALGORITHM] }) as AccessTokenClaims & { exp: number };
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
