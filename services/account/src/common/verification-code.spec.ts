import { checkCode, generateCode, hashCode } from './verification-code';

describe('verification codes', () => {
  it('generates 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('hashes per secret, address and purpose', () => {
    const h = hashCode('s', 'a@example.com', 'signup', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('s', 'a@example.com', 'signup', ' 123456 ')).toBe(h);
    expect(hashCode('t', 'a@example.com', 'signup', '123456')).not.toBe(h);
    expect(hashCode('s', 'b@example.com', 'signup', '123456')).not.toBe(h);
    expect(hashCode('s', 'a@example.com', 'reset', '123456')).not.toBe(h);
  });

  describe('checkCode', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const hash = hashCode('s', 'a@example.com', 'signup', '123456');
    const stored = (expiresAt: string) => ({ codeHash: hash, expiresAt: new Date(expiresAt) });

    it('accepts the right code before expiry', () => {
      expect(checkCode(stored('2026-05-01T00:00:01Z'), hash, now)).toBe('ok');
    });
    it('reports a right code past expiry as expired', () => {
      expect(checkCode(stored('2026-05-01T00:00:00Z'), hash, now)).toBe('expired');
    });
    it('reports a wrong code as a mismatch, expired or not', () => {
      const wrong = hashCode('s', 'a@example.com', 'signup', '654321');
      expect(checkCode(stored('2026-06-01T00:00:00Z'), wrong, now)).toBe('mismatch');
      expect(checkCode(stored('2026-04-01T00:00:00Z'), wrong, now)).toBe('mismatch');
    });
    it('reports no stored code as a mismatch', () => {
      expect(checkCode(null, hash, now)).toBe('mismatch');
    });
  });
});
