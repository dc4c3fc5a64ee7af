import type { AccountEntity } from './entities/account.entity';
import type { UserEntity } from '../users/entities/user.entity';
import { effectivePlanType, toClaims, toCurrentUser } from './current-user';

const now = new Date('2026-06-01T00:00:00Z');
const account = (over: Partial<AccountEntity> = {}): AccountEntity => ({
  accountId: 'a1', rootUsers: ['u1', 'u2'], planType: 1, admin: false, waterManagement: false,
  payingEndDatetime: new Date('2026-07-01T00:00:00Z'), planCancelled: false, areaName: null, areaLat: null, areaLng: null,
  createdAt: new Date('2026-01-01T00:00:00Z'), ...over,
});
const user = (over: Partial<UserEntity> = {}): UserEntity => ({
  userId: 'u1', accountId: 'a1', email: 'taro@example.com', displayName: 'taro', color: '#E57373',
  passwordHash: 'x', confirmed: true, mustChangePassword: false, createdAt: now, updatedAt: now, ...over,
});

describe('effectivePlanType', () => {
  it('keeps a free plan inside the free period', () => {
    expect(effectivePlanType(account(), now)).toBe(1);
  });
  it('turns a free plan past its end date into free-expired', () => {
    expect(effectivePlanType(account({ payingEndDatetime: new Date('2026-05-31T00:00:00Z') }), now)).toBe(2);
  });
  it('never expires admins and leaves other plans alone', () => {
    expect(effectivePlanType(account({ admin: true, payingEndDatetime: new Date(0) }), now)).toBe(1);
    expect(effectivePlanType(account({ planType: 3, payingEndDatetime: new Date(0) }), now)).toBe(3);
    expect(effectivePlanType(account({ planType: 4 }), now)).toBe(4);
  });
});

describe('toCurrentUser', () => {
  it('marks only the first root user as root', () => {
    expect(toCurrentUser(user(), account(), now).is_root_user).toBe(true);
    expect(toCurrentUser(user({ userId: 'u2' }), account(), now).is_root_user).toBe(false);
  });

  it('gives the water feature to admins or when enabled', () => {
    expect(toCurrentUser(user(), account(), now).water_management).toBe(false);
    expect(toCurrentUser(user(), account({ waterManagement: true }), now).water_management).toBe(true);
    expect(toCurrentUser(user(), account({ admin: true }), now).water_management).toBe(true);
  });

  it('reports the area position only when both coordinates exist', () => {
    expect(toCurrentUser(user(), account(), now).area_pos).toBeNull();
    expect(toCurrentUser(user(), account({ areaLat: 36.1, areaLng: 138.2, areaName: '長野県' }), now)).toMatchObject({
      area_pos: { latitude: 36.1, longitude: 138.2 }, area_name: '長野県',
    });
  });

  it('maps to access-token claims', () => {
    expect(toClaims(toCurrentUser(user(), account(), now))).toEqual({
      sub: 'u1', acc: 'a1', root: true, adm: false, plan: 1, email: 'taro@example.com',
    });
  });
});
