import type { AccessTokenClaims } from '@inasaku/contracts';

/** The claims as jsonwebtoken hands them back: with the registered `exp` (seconds). */
export type VerifiedClaims = AccessTokenClaims & { exp?: number };

interface Verified {
  claims: Readonly<AccessTokenClaims>;
  /** epoch ms: the token's own expiry */
  until: number;
  /** verified with the previous key: good only while that key is (its end is read at each use) */
  previousKey: boolean;
}

/** About 600 bytes a token with its claims: a few MB at most. */
const MAX_TOKENS = 5_000;

/**
 * Access tokens whose ES256 signature already verified, with their claims, until they expire:
 * the same browser sends the same cookie on every request for about 15 minutes, and an ECDSA
 * verification (with jsonwebtoken's decoding around it) was the largest single cost of a
 * signed-in request. Only the signature and expiry are remembered: whether the session, user or
 * account was revoked is still asked on every request (RevokedSessions), so a revocation applies
 * at once. A token that failed verification is never kept; the least recently verified token
 * goes first once MAX_TOKENS are held.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  constructor(private readonly maxTokens = MAX_TOKENS) {}

  get size(): number {
    return this.tokens.size;
  }

  /**
   * The claims of a token verified before and not yet expired, or null (verify it, then
   * `remember`). `previousUntil`: when the previous key stops being accepted, now.
   */
  get(token: string, previousUntil: number, now = Date.now()): Readonly<AccessTokenClaims> | null {
    const hit = this.tokens.get(token);
    if (!hit) return null;
    if (now >= hit.until || (hit.previousKey && now >= previousUntil)) {
      this.tokens.delete(token);
      return null;
    }
    return hit.claims;
  }

  /**
   * Keeps a verified token until its `exp` (one verified with the previous key also only while
   * that key is accepted). A token without `exp` is not kept: nothing says when to stop.
   */
  remember(token: string, claims: VerifiedClaims, previousKey = false): Readonly<AccessTokenClaims> {
    const frozen = Object.freeze({ ...claims });
    if (typeof claims.exp !== 'number') return frozen;
    if (this.tokens.size >= this.maxTokens) this.evict();
    this.tokens.set(token, { claims: frozen, until: claims.exp * 1000, previousKey });
    return frozen;
  }

  /** Expired tokens first; if none, the oldest kept (a Map iterates in insertion order). */
  private evict(now = Date.now()): void {
    for (const [token, v] of this.tokens) if (now >= v.until) this.tokens.delete(token);
    if (this.tokens.size >= this.maxTokens) this.tokens.delete(this.tokens.keys().next().value as string);
  }
}
