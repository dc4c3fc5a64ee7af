import { validate } from '@inasaku/domain';
import { EMPTY_SETTING, SETTING_RULES, toFormValues, toInput } from './setting-form';
import { setting } from '../common/test/fixtures';

const check = (field: keyof typeof SETTING_RULES, value: unknown) => validate(value, SETTING_RULES[field]);

describe('weather setting rules (spec 000 §5)', () => {
  it('name: required, at most 20 characters', () => {
    expect(check('name', '')).toBe('名称は必須項目です。');
    expect(check('name', '　')).toBe('名称は必須項目です。');
    expect(check('name', '稲'.repeat(20))).toBeNull();
    expect(check('name', '稲'.repeat(21))).toBe('入力可能な文字数（20文字）を超えています。');
  });

  it('start date: required', () => {
    expect(check('datetime', '')).toBe('開始日は必須項目です。');
    expect(check('datetime', '2026-08-01')).toBeNull();
  });

  it('start date: a real date of the farm years, as the service checks it', () => {
    expect(check('datetime', '2026-02-30')).toBe('開始日はYYYY-MM-DDの形式で入力してください。');
    expect(check('datetime', '1899-08-01')).toBe('開始日は2000年から2100年までの日付で指定してください。');
    expect(check('datetime', '9999-08-01')).toBe('開始日は2000年から2100年までの日付で指定してください。');
  });

  it('target: required, digits only, between 1 and 9999', () => {
    expect(check('cumulative', '')).toBe('目標積算温度は必須項目です。');
    expect(check('cumulative', '1.5')).toBe('半角数字で入力してください。');
    expect(check('cumulative', '0')).toBe('1から9999までの数値を入力してください。');
    expect(check('cumulative', '10000')).toBe('1から9999までの数値を入力してください。');
    expect(check('cumulative', '1')).toBeNull();
    expect(check('cumulative', '9999')).toBeNull();
  });

  it('base temperature and correction: required, customDoubleWeather (4 digits, 1 decimal, minus allowed)', () => {
    expect(check('basetemp', '')).toBe('基準温度は必須項目です。');
    expect(check('correction', '')).toBe('補正値は必須項目です。');
    expect(check('basetemp', '12345')).toBe('整数4桁以内、小数1桁以内の数値で入力してください。');
    for (const f of ['basetemp', 'correction'] as const) {
      for (const ok of ['0', '10', '-1.5', '9999.9']) expect(check(f, ok)).toBeNull();
      for (const bad of ['10000', '1.25', '010', 'abc']) expect(check(f, bad)).not.toBeNull();
    }
  });

  it('defaults base temperature and correction to 0; the payload carries numbers and a plain date', () => {
    expect(EMPTY_SETTING).toMatchObject({ basetemp: '0', correction: '0' });
    expect(toInput({ name: ' 出穂後 ', datetime: '2026-08-01', cumulative: '1000', basetemp: '10', correction: '-0.5' })).toEqual({
      name: '出穂後', datetime: '2026-08-01', cumulative: 1000, basetemp: '10', correction: '-0.5',
    });
    expect(toFormValues(setting(1, { datetime: '2026-08-01T00:00:00+09:00', basetemp: '10' }))).toEqual({
      name: '出穂後1', datetime: '2026-08-01', cumulative: '1000', basetemp: '10', correction: '0',
    });
  });
});
