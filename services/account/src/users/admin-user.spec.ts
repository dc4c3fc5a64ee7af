import type { UserEntity } from './entities/user.entity';
import { decodeListToken, encodeListToken, toAccountUser, toAdminUser } from './admin-user';

const user = (over: Partial<UserEntity> = {}): UserEntity => ({
  userId: 'u2', accountId: 'a1', email: 'hanako@example.com', displayName: '花子', color: '#64B5F6', passwordHash: 'x',
  confirmed: true, mustChangePassword: true, createdAt: new Date('2026-02-03T01:02:03Z'), updatedAt: new Date(), ...over,
});

describe('admin user shapes', () => {
  it('answers the Cognito shape with custom attributes and the status of a temporary password', () => {
    expect(toAdminUser(user())).toEqual({
      Username: 'hanako@example.com',
      Attributes: [
        { Name: 'email', Value: 'hanako@example.com' },
        { Name: 'custom:display_name', Value: '花子' },
        { Name: 'custom:user_id', Value: 'u2' },
        { Name: 'custom:account_id', Value: 'a1' },
        { Name: 'custom:color', Value: '#64B5F6' },
      ],
      UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true, UserCreateDate: '2026-02-03T01:02:03.000Z',
    });
    expect(toAdminUser(user({ mustChangePassword: false })).UserStatus).toBe('CONFIRMED');
  });

  it('marks the root user in the list and gives Tokyo times', () => {
    expect(toAccountUser(user(), ['u1', 'u2'])).toMatchObject({ is_root_user: false, created_at: '2026-02-03T10:02:03+09:00' });
    expect(toAccountUser(user({ userId: 'u1' }), ['u1'])).toMatchObject({ is_root_user: true, username: 'hanako@example.com' });
  });

  it('round-trips list tokens and refuses foreign ones', () => {
    expect(decodeListToken(encodeListToken(60))).toBe(60);
    expect(encodeListToken(60)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListToken('garbage')).toBeNull();
    expect(decodeListToken(Buffer.from('o:-1').toString('base64url'))).toBeNull();
  });
});
