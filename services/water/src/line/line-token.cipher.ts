import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A LINE channel access token sealed with AES-256-GCM: 12-byte IV, 16-byte tag, ciphertext. The
 * account id is the associated data, so a sealed token copied to another account's row does not open.
 */
export function sealToken(key: Buffer, accountId: string, token: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The token, or null when the sealed value does not open with this key (a rotated key, a moved row). */
export function openToken(key: Buffer, accountId: string, sealed: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
