import { createPrivateKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AccessTokenClaims } from '@inasaku/contracts';
import { SessionKeyError, generateSessionKeyPair, loadSigningKey } from '@inasaku/service-kit';
import { TokenService, accountSecret } from './token.service';

const pair = generateSessionKeyPair();
const env = { JWT_PRIVATE_KEY: pair.privateKey, ACCESS_TOKEN_TTL_SECONDS: 900, NEW_PASSWORD_CHALLENGE_TTL_SECONDS: 600 };
const claims: AccessTokenClaims = { sub: 'u1', acc: 'a1', root: true, adm: false, plan: 1, email: 'a@example.com' };

describe('TokenService', () => {
  const tokens = new TokenService(env);

  it('signs ES256 access tokens with the claims and the ttl, verifiable with the public key alone', () => {
    const token = tokens.signAccess(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const decoded = jwt.verify(token, pair.publicKey, { algorithms: ['ES256'] }) as AccessTokenClaims & { iat: number; exp: number };
    expect(decoded).toMatchObject(claims);
    expect(decoded.exp - decoded.iat).toBe(900);
  });

  it('rejects access tokens signed with another key, with the old committed secret, or expired', () => {
    const other = generateSessionKeyPair();
    expect(tokens.verifyAccess(jwt.sign(claims, createPrivateKey(other.privateKey), { algorithm: 'ES256' }))).toBeNull();
    expect(tokens.verifyAccess(jwt.sign(claims, 'inasaku-local-development-secret', { algorithm: 'HS256' }))).toBeNull();
    // The public key used as an HMAC secret (the classic algorithm confusion) is no key either.
    expect(tokens.verifyAccess(jwt.sign(claims, pair.publicKey, { algorithm: 'HS256' }))).toBeNull();
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, createPrivateKey(pair.privateKey), { algorithm: 'ES256' });
    expect(tokens.verifyAccess(expired)).toBeNull();
    expect(tokens.verifyAccess(tokens.signAccess(claims))).toMatchObject(claims);
  });

  it('refuses to start in production without a key, naming the setting', () => {
    const production = { NODE_ENV: 'production', ACCESS_TOKEN_TTL_SECONDS: 900, NEW_PASSWORD_CHALLENGE_TTL_SECONDS: 600 };
    expect(() => new TokenService(production)).toThrow(SessionKeyError);
    expect(() => loadSigningKey(production)).toThrow(/JWT_PRIVATE_KEY \(or JWT_PRIVATE_KEY_FILE\) is not set/);
    expect(() => loadSigningKey({ NODE_ENV: 'production', JWT_PRIVATE_KEY: 'inasaku-local-development-secret' })).toThrow(/not a PEM private key/);
  });

  it('derives its other secrets from the key, so another key gives other secrets', () => {
    const other = { ...env, JWT_PRIVATE_KEY: generateSessionKeyPair().privateKey };
    expect(accountSecret(env, 'verification-code')).toMatch(/^[0-9a-f]{64}$/);
    expect(accountSecret(env, 'verification-code')).not.toBe(accountSecret(other, 'verification-code'));
    expect(accountSecret(env, 'verification-code')).not.toBe(accountSecret(env, 'new-password'));
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
