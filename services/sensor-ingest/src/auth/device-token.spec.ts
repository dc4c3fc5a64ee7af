import { hashDeviceToken } from './device-token';

describe('hashDeviceToken', () => {
  it('is the sha256 hex the water service stores (same vector as services/water device-token.spec.ts)', () => {
    expect(hashDeviceToken('wlt_abc')).toBe('9f3ebc2b29271b89c76449a4772701b8db28d607e80405bae31916a3b77129bc');
  });
});
