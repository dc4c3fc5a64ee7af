import { accountDelayMs, signInKeys } from './sign-in-limits';

const env = { SIGN_IN_ACCOUNT_DELAY_AFTER: 5, SIGN_IN_ACCOUNT_DELAY_MS: 250, SIGN_IN_ACCOUNT_MAX_DELAY_MS: 2_000 };

describe('sign-in limits', () => {
  it('delays nothing below the threshold, then doubles per failure up to the cap', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 1_000].map((n) => accountDelayMs(n, env))).toEqual([0, 0, 250, 500, 1_000, 2_000, 2_000, 2_000]);
  });

  it('keys the client on its own, per account, and the account apart from any client', () => {
    const a = signInKeys('hanako@example.com', '::ffff:203.0.113.7');
    const b = signInKeys('hanako@example.com', '198.51.100.1');
    expect(a.pair).not.toBe(b.pair);
    expect(a.client).not.toBe(b.client);
    expect(a.account).toBe(b.account);
    expect(a.pair).toBe(signInKeys('hanako@example.com', '203.0.113.7').pair);
    expect(signInKeys('x@example.com', undefined).client).toBe(signInKeys('y@example.com', null).client);
  });
});
