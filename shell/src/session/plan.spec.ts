import { shouldRefetchPlan } from './plan';
import { makeUser } from '../test/fixtures';

const NOW = new Date('2026-06-01T12:00:00+09:00');

describe('shouldRefetchPlan (spec 000 §4.1, menu click)', () => {
  it('refetches a free account whose free period has ended since sign-in', () => {
    expect(shouldRefetchPlan(makeUser({ plan_type: 1, paying_end_datetime: '2026-05-31T23:59:59+09:00' }), NOW)).toBe(true);
  });

  it('does not while the free period runs', () => {
    expect(shouldRefetchPlan(makeUser({ plan_type: 1, paying_end_datetime: '2026-06-30T00:00:00+09:00' }), NOW)).toBe(false);
  });

  it('refetches a free account whose end is unknown on every click', () => {
    expect(shouldRefetchPlan(makeUser({ plan_type: 1 }), NOW)).toBe(true);
    expect(shouldRefetchPlan(makeUser({ plan_type: 3 }), NOW)).toBe(false);
  });

  it('a paid year that ended is looked at again too; expired accounts and admins never', () => {
    expect(shouldRefetchPlan(makeUser({ plan_type: 3, paying_end_datetime: '2026-05-01T00:00:00+09:00' }), NOW)).toBe(true);
    expect(shouldRefetchPlan(makeUser({ plan_type: 2, paying_end_datetime: '2026-05-01T00:00:00+09:00' }), NOW)).toBe(false);
    expect(shouldRefetchPlan(makeUser({ plan_type: 1, admin: true, paying_end_datetime: '2026-05-01T00:00:00+09:00' }), NOW)).toBe(false);
  });
});
