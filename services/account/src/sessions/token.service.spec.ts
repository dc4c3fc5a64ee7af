import jwt from 'jsonwebtoken';
import type { AccessTokenClaims } from '@inasaku/contracts';
import { TokenService } from './token.service';

const env = { JWT_SECRET: 'test-secret-0123456789', ACCESS_TOKEN_TTL_SECONDS: 900, NEW_PASSWORD_CHALLENGE_TTL_SECONDS: 600 };
const claims: AccessTokenClaims = { sub: 'u1', acc: 'a1', root: true, adm: false, plan: 1, email: 'a@example.com' };

describe('TokenService', () => {
  const tokens = new TokenService(env);

  it('signs HS256 access tokens with the claims and the ttl', () => {
    const token = tokens.signAccess(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const decoded = jwt.verify(token, env.JWT_SECRET) as AccessTokenClaims & { iat: number; exp: number };
    expect(decoded).toMatchObject(claims);
    expect(decoded.exp - decoded.iat).toBe(900);
  });

  it('rejects access tokens signed with another secret or expired', () => {
    expect(tokens.verifyAccess(jwt.sign(claims, 'another-secret-0123456'))).toBeNull();
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, env.JWT_SECRET);
    expect(tokens.verifyAccess(expired)).toBeNull();
    expect(tokens.verifyAccess(tokens.signAccess(claims))).toMatchObject(claims);
  });

  it('issues random refresh tokens and stores only their hash', () => {
    const a = tokens.newRefreshToken();
    const b = tokens.newRefreshToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hashRefreshToken(a.token)).toBe(a.hash);
  });

  describe('new-password challenge', () => {
    it('round-trips the user and the password fingerprint', () => {
      const challenge = tokens.signChallenge('u1', 'scrypt$hash-1');
      expect(tokens.verifyChallenge(challenge)).toEqual({ userId: 'u1', fingerprint: tokens.fingerprint('scrypt$hash-1') });
      expect(tokens.fingerprint('scrypt$hash-2')).not.toBe(tokens.fingerprint('scrypt$hash-1'));
    });

    it('is not an access token and an access token is not a challenge', () => {
      const challenge = tokens.signChallenge('u1', 'h');
      expect(tokens.verifyAccess(challenge)).toBeNull();
      expect(tokens.verifyChallenge(tokens.signAccess(claims))).toBeNull();
    });

    it('expires', () => {
      const short = new TokenService({ ...env, NEW_PASSWORD_CHALLENGE_TTL_SECONDS: 1 });
      const challenge = short.signChallenge('u1', 'h');
      jest.useFakeTimers({ now: Date.now() + 5_000 });
      try {
        expect(short.verifyChallenge(challenge)).toBeNull();
      } finally {
        jest.useRealTimers();
      }
    });

    it('rejects garbage', () => {
      expect(tokens.verifyChallenge('not-a-jwt')).toBeNull();
    });
  });
});
