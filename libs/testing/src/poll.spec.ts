import { eventually } from './poll';
import { newAccount } from './farm';

describe('eventually', () => {
  it('returns the first truthy answer', async () => {
    let n = 0;
    await expect(eventually(async () => ++n >= 3 && n, 2000, 5)).resolves.toBe(3);
  });

  it('returns the last falsy answer when the time is up', async () => {
    const started = Date.now();
    await expect(eventually(async () => 0, 60, 10)).resolves.toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });
});

describe('newAccount', () => {
  it('gives each account its own ids and a root user context in the current year', () => {
    const a = newAccount();
    const b = newAccount();
    expect(a.accountId).not.toBe(b.accountId);
    expect(a.context()).toMatchObject({ accountId: a.accountId, managementId: a.managementId, userId: a.userId, isRootUser: true, pastYear: false, planType: 1 });
    expect(a.context({ pastYear: true }).pastYear).toBe(true);
  });
});
