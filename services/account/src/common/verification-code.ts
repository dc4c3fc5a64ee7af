import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Keyed hash bound to the address and purpose, so a stored hash is useless anywhere else. */
export function hashCode(secret: string, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code.trim()}`).digest('hex');
}

export type CodeCheck = 'ok' | 'mismatch' | 'expired';

/**
 * A wrong code is a mismatch whatever its age; a right code past its expiry is expired.
 * No stored code at all is a mismatch.
 */
export function checkCode(
  stored: { codeHash: string; expiresAt: Date } | null,
  givenHash: string,
  now: Date = new Date(),
): CodeCheck {
  if (!stored) return 'mismatch';
  const a = Buffer.from(stored.codeHash, 'hex');
  const b = Buffer.from(givenHash, 'hex');
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'mismatch';
  return stored.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ok';
}
