import type { PlanFacts } from './plan-state';
import { displayModeOf, effectivePlanType, mayWriteNow } from './plan-state';

const now = new Date('2026-06-01T03:00:00Z'); // 12:00 in Tokyo
const day = 24 * 60 * 60 * 1000;
const facts = (over: Partial<PlanFacts> = {}): PlanFacts => ({
  planType: 1, admin: false, waterManagement: false, planCancelled: false,
  payingEndDatetime: new Date('2026-07-01T00:00:00+09:00'), ...over,
});

describe('effectivePlanType', () => {
  it('keeps a free plan until the end of the free period, then it is free-expired', () => {
    expect(effectivePlanType(facts(), now)).toBe(1);
    expect(effectivePlanType(facts({ payingEndDatetime: new Date(now.getTime() + 1) }), now)).toBe(1);
    expect(effectivePlanType(facts({ payingEndDatetime: now }), now)).toBe(2);
  });

  it('keeps a paid plan that was not cancelled past its period end (the provider renews it)', () => {
    expect(effectivePlanType(facts({ planType: 3, payingEndDatetime: new Date(now.getTime() - day) }), now)).toBe(3);
  });

  it('stops a cancelled paid plan once its paid year is over', () => {
    expect(effectivePlanType(facts({ planType: 3, planCancelled: true }), now)).toBe(3);
    expect(effectivePlanType(facts({ planType: 3, planCancelled: true, payingEndDatetime: new Date(now.getTime() - 1) }), now)).toBe(4);
  });

  it('never expires admins and leaves stop alone', () => {
    expect(effectivePlanType(facts({ admin: true, payingEndDatetime: new Date(0) }), now)).toBe(1);
    expect(effectivePlanType(facts({ planType: 4 }), now)).toBe(4);
  });
});

describe('displayModeOf', () => {
  it('tells a free account until when it is free (the last day, in Tokyo)', () => {
    expect(displayModeOf(facts(), now)).toEqual({ type: 1, message: '無料期間は2026年6月30日までです。', water_management: false });
  });

  it('asks an expired free account to apply for the paid plan', () => {
    expect(displayModeOf(facts({ payingEndDatetime: new Date(now.getTime() - day) }), now)).toEqual({
      type: 2, message: '無料期間が終了しました。引き続きご利用いただくには有料プランをお申し込みください。', water_management: false,
    });
  });

  it('says nothing to a renewing paid plan, and names the end of a cancelled one', () => {
    expect(displayModeOf(facts({ planType: 3 }), now).message).toBe('');
    expect(displayModeOf(facts({ planType: 3, planCancelled: true }), now).message).toBe('有料プランは2026年6月30日で終了します。');
  });

  it('explains a stopped account, and says nothing to admins', () => {
    expect(displayModeOf(facts({ planType: 4 }), now).message).toBe('ご利用期間が終了しました。再開をご希望の場合はお問い合わせください。');
    expect(displayModeOf(facts({ admin: true, payingEndDatetime: new Date(0) }), now)).toEqual({ type: 1, message: '', water_management: true });
  });

  it('gives the water feature when enabled, whatever the plan', () => {
    expect(displayModeOf(facts({ waterManagement: true }), now).water_management).toBe(true);
  });
});

describe('mayWriteNow', () => {
  it('lets free and standard plans write, not expired or stopped ones, admins always', () => {
    expect(mayWriteNow(facts(), now)).toBe(true);
    expect(mayWriteNow(facts({ planType: 3, payingEndDatetime: new Date(0) }), now)).toBe(true);
    expect(mayWriteNow(facts({ payingEndDatetime: new Date(0) }), now)).toBe(false);
    expect(mayWriteNow(facts({ planType: 3, planCancelled: true, payingEndDatetime: new Date(0) }), now)).toBe(false);
    expect(mayWriteNow(facts({ planType: 4 }), now)).toBe(false);
    expect(mayWriteNow(facts({ planType: 4, admin: true }), now)).toBe(true);
  });
});

describe('the end date in the header message', () => {
  it('is the last Tokyo day of the plan as formatTokyo writes it, around midnight and across years', async () => {
    const { DISPLAY_MODE_MESSAGES } = await import('@inasaku/contracts');
    const { formatTokyo } = await import('@inasaku/domain');
    const ends = ['2026-07-01T00:00:00+09:00', '2026-07-01T00:00:01+09:00', '2027-01-01T00:00:00+09:00', '2026-12-31T15:00:00Z', '2028-03-01T00:00:00+09:00', '2026-06-15T23:59:59.999+09:00'];
    for (const end of ends) {
      const payingEndDatetime = new Date(end);
      const expected = formatTokyo(payingEndDatetime.getTime() - 1, 'YYYY年M月D日');
      expect(displayModeOf(facts({ payingEndDatetime }), now).message).toBe(DISPLAY_MODE_MESSAGES.free(expected));
      expect(displayModeOf(facts({ planType: 3, planCancelled: true, payingEndDatetime }), now).message).toBe(DISPLAY_MODE_MESSAGES.cancelled(expected));
    }
  });
});
