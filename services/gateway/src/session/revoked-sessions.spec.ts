import { EVENTS } from '@inasaku/contracts';
import { RevokedSessions } from './revoked-sessions';

describe('RevokedSessions', () => {
  const WINDOW = 20 * 60_000;
  let revoked: RevokedSessions;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    revoked = new RevokedSessions(WINDOW);
  });
  afterEach(async () => {
    await revoked.onModuleDestroy();
    jest.useRealTimers();
  });

  it('refuses the tokens of a deleted user and of every user of a deleted account, and no others', () => {
    revoked.record(EVENTS.userDeleted, { account_id: 'a1', user_id: 'u2', deleted_at: '2026-11-22T09:59:00Z' });
    revoked.record(EVENTS.accountDeleted, { account_id: 'a9', deleted_at: '2026-11-22T09:58:00Z' });
    revoked.record(EVENTS.managementCreated, { account_id: 'a1', management_id: 'm' });
    expect(revoked.isRevoked({ sub: 'u2', acc: 'a1' })).toBe(true);
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1' })).toBe(false);
    expect(revoked.isRevoked({ sub: 'u7', acc: 'a9' })).toBe(true);
  });

  it('forgets a deletion once every token issued before it has expired', () => {
    revoked.record(EVENTS.userDeleted, { account_id: 'a1', user_id: 'old', deleted_at: '2026-11-22T09:30:00Z' });
    revoked.record(EVENTS.userDeleted, { account_id: 'a1', user_id: 'recent', deleted_at: '2026-11-22T09:55:00Z' });
    jest.advanceTimersByTime(60_000);
    expect(revoked.isRevoked({ sub: 'old', acc: 'a1' })).toBe(false);
    expect(revoked.isRevoked({ sub: 'recent', acc: 'a1' })).toBe(true);
  });

  it('refuses the tokens of ended sessions (sign-out, password change) and keeps the user\'s other sessions', () => {
    revoked.record(EVENTS.sessionsDeleted, { account_id: 'a1', user_id: 'u1', session_ids: ['s1', 's2'], deleted_at: '2026-11-22T09:59:00Z' });
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1', sid: 's1' })).toBe(true);
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1', sid: 's2' })).toBe(true);
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1', sid: 's3' })).toBe(false);
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1' })).toBe(false);
    revoked.revokeSession('s3');
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1', sid: 's3' })).toBe(true);
    jest.advanceTimersByTime(WINDOW + 60_000);
    expect(revoked.isRevoked({ sub: 'u1', acc: 'a1', sid: 's1' })).toBe(false);
  });
});
