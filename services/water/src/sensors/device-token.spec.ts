import { DEVICE_TOKEN_PREFIX, hashDeviceToken, newDeviceToken } from './device-token';

describe('device tokens', () => {
  it('are 256-bit random, prefixed, and never repeat', () => {
    const a = newDeviceToken();
    const b = newDeviceToken();
    expect(a.startsWith(DEVICE_TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(a.slice(DEVICE_TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });
  it('are stored as the sha256 hex of the token, not the token', () => {
    const token = newDeviceToken();
    const hash = hashDeviceToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashDeviceToken(token)).toBe(hash);
    // the same function sensor-ingest applies (a fixed vector keeps both sides in step)
    expect(hashDeviceToken('wlt_abc')).toBe('9f3ebc2b29271b89c76449a4772701b8db28d607e80405bae31916a3b77129bc');
  });
});
