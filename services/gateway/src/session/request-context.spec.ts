import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { EVENTS, SESSION_COOKIES } from '@inasaku/contracts';
import { RevokedSessions } from './revoked-sessions';
import { sessionContext, type SessionCheck } from './request-context';
import { VerifiedTokens } from './verified-tokens';

function pair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey: createPrivateKey(privateKey), publicKey: createPublicKey(publicKey) };
}

const claims = { sub: 'u1', acc: 'a1', root: true, adm: false, plan: 2, email: 'a@example.jp', sid: 's1' };
const requestWith = (token: string) => ({ cookies: { [SESSION_COOKIES.access]: token }, query: {}, body: undefined }) as unknown as Request;

describe('sessionContext with verified tokens remembered', () => {
  let revoked: RevokedSessions;
  beforeEach(() => (revoked = new RevokedSessions(20 * 60_000)));
  afterEach(async () => {
    await revoked.onModuleDestroy();
    jest.restoreAllMocks();
  });

  it('verifies a token once, and still refuses it at once when its session, user or account is revoked', () => {
    const { privateKey, publicKey } = pair();
    const check: SessionCheck = { keys: { current: publicKey, previous: null, previousUntil: 0 }, revoked };
    const token = jwt.sign(claims, privateKey, { algorithm: 'ES256', expiresIn: 900 });
    const verify = jest.spyOn(jwt, 'verify');
    expect(sessionContext(requestWith(token), check, 'r1')).toMatchObject({ accountId: 'a1', userId: 'u1', sessionId: 's1' });
    expect(sessionContext(requestWith(token), check, 'r2')).toMatchObject({ accountId: 'a1', requestId: 'r2' });
    expect(verify).toHaveBeenCalledTimes(1);

    revoked.revokeSession('s1');
    expect(() => sessionContext(requestWith(token), check, 'r3')).toThrow();

    const other = jwt.sign({ ...claims, sid: 's2' }, privateKey, { algorithm: 'ES256', expiresIn: 900 });
    expect(sessionContext(requestWith(other), check, 'r4')).toMatchObject({ sessionId: 's2' });
    revoked.record(EVENTS.userDeleted, { account_id: 'a1', user_id: 'u1', deleted_at: new Date().toISOString() });
    expect(() => sessionContext(requestWith(other), check, 'r5')).toThrow();
  });

  it('never remembers a forged token, and a remembered one stops at its expiry', () => {
    const { privateKey, publicKey } = pair();
    const forger = pair();
    const check: SessionCheck = { keys: { current: publicKey, previous: null, previousUntil: 0 }, revoked };
    const forged = jwt.sign(claims, forger.privateKey, { algorithm: 'ES256', expiresIn: 900 });
    expect(() => sessionContext(requestWith(forged), check, 'r1')).toThrow();
    expect(() => sessionContext(requestWith(forged), check, 'r2')).toThrow();

    const token = jwt.sign(claims, privateKey, { algorithm: 'ES256', expiresIn: 60 });
    expect(sessionContext(requestWith(token), check, 'r3')).toMatchObject({ userId: 'u1' });
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(() => sessionContext(requestWith(token), check, 'r4')).toThrow();
  });

  it('keeps a token signed with the previous key only until that key ends', () => {
    const old = pair();
    const now = pair();
    const previousUntil = Date.now() + 5_000;
    const check: SessionCheck = { keys: { current: now.publicKey, previous: old.publicKey, previousUntil }, revoked };
    const token = jwt.sign(claims, old.privateKey, { algorithm: 'ES256', expiresIn: 900 });
    expect(sessionContext(requestWith(token), check, 'r1')).toMatchObject({ userId: 'u1' });
    jest.spyOn(Date, 'now').mockReturnValue(previousUntil + 1);
    expect(() => sessionContext(requestWith(token), check, 'r2')).toThrow();
  });

  it('stops a remembered previous-key token at once when that key\'s end is brought forward', () => {
    const old = pair();
    const now = pair();
    const check: SessionCheck = { keys: { current: now.publicKey, previous: old.publicKey, previousUntil: Date.now() + 60_000 }, revoked };
    const token = jwt.sign(claims, old.privateKey, { algorithm: 'ES256', expiresIn: 900 });
    expect(sessionContext(requestWith(token), check, 'r1')).toMatchObject({ userId: 'u1' });
    check.keys.previousUntil = Date.now() - 1;
    expect(() => sessionContext(requestWith(token), check, 'r2')).toThrow();
  });
});

describe('VerifiedTokens', () => {
  it('holds at most its bound, expired tokens dropped before live ones', () => {
    const tokens = new VerifiedTokens(3);
    const exp = (s: number) => ({ ...claims, exp: Math.floor(Date.now() / 1000) + s });
    tokens.remember('a', exp(-1));
    tokens.remember('b', exp(100));
    tokens.remember('c', exp(100));
    tokens.remember('d', exp(100));
    expect(tokens.size).toBe(3);
    expect(tokens.get('a', 0)).toBeNull();
    expect(tokens.get('b', 0)).not.toBeNull();
    tokens.remember('e', exp(100));
    expect(tokens.size).toBe(3);
    expect(tokens.get('b', 0)).toBeNull();
    expect(tokens.get('e', 0)).toMatchObject({ sub: 'u1' });
  });

  it('does not keep a token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('x', claims);
    expect(tokens.get('x', 0)).toBeNull();
  });
});
