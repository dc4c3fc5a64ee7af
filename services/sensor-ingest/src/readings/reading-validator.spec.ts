import { validateBatch } from './reading-validator';

const sensor = { id: 's-1', accountId: 'a-1', productId: 'WL-1' };
const now = Date.parse('2026-07-01T03:00:00Z');

describe('validateBatch', () => {
  it('keeps good readings and lists refused ones with Japanese reasons, by index', () => {
    const r = validateBatch(sensor, [
      { measured_at: '2026-07-01T11:50:00+09:00', water_level: 5.2, water_temperature: 21.5, battery: 80, signal: -90 },
      { measured_at: '2026-07-01T13:00:00+09:00', water_level: 5 }, // an hour ahead
      { measured_at: 'yesterday', water_level: 5 },
      { measured_at: now / 1000 - 60, water_level: 999 },
      { measured_at: now / 1000 - 120, water_level: 4, water_temperature: 80 },
      { measured_at: now - 180_000, water_level: 4, battery: 101 },
      { measured_at: '2026-07-01 11:50:00', water_level: 6 }, // same time as the first (no zone = +0900)
      { measured_at: '2026-07-01T02:58:00Z', water_level: -3 },
    ], now);
    expect(r.accepted.map((a) => [a.t, a.l, a.w, a.b, a.g])).toEqual([
      [Date.parse('2026-07-01T02:50:00Z'), 5.2, 21.5, 80, -90],
      [Date.parse('2026-07-01T02:58:00Z'), -3, null, null, null],
    ]);
    expect(r.accepted[0]).toMatchObject({ s: 's-1', a: 'a-1', r: now });
    expect(r.refused).toEqual([
      { index: 1, reason: '測定日時が未来です。' },
      { index: 2, reason: '測定日時はISO 8601形式で指定してください。' },
      { index: 3, reason: '水位は-50から200cmまでの数値で指定してください。' },
      { index: 4, reason: '水温は-20から60℃までの数値で指定してください。' },
      { index: 5, reason: '電池残量は0から100までの数値で指定してください。' },
      { index: 6, reason: '同じ測定日時の読み取り値が同じ送信内にあります。' },
    ]);
  });

  it('allows a small clock skew into the future', () => {
    expect(validateBatch(sensor, [{ measured_at: (now + 120_000) / 1000, water_level: 1 }], now).accepted).toHaveLength(1);
  });

  it('refuses a value its real column cannot hold, in every numeric field, with the field named', () => {
    const at = (i: number) => now / 1000 - 60 * (i + 1);
    const r = validateBatch(sensor, [
      { measured_at: at(0), water_level: 1e-300 },
      { measured_at: at(1), water_level: 5e-324 },
      { measured_at: at(2), water_level: -1e-40 },
      { measured_at: at(3), water_level: 1.2e-38 },
      { measured_at: at(4), water_level: -0 },
      { measured_at: at(5), water_level: 3.5e38 },
      { measured_at: at(6), water_level: 5, water_temperature: 1e-300 },
      { measured_at: at(7), water_level: 5, battery: 5e-324 },
      { measured_at: at(8), water_level: 5, signal: -1e-40 },
      { measured_at: at(9), water_level: 5, water_temperature: -0, battery: 1.2e-38, signal: -1.2e-38 },
      { measured_at: at(10), water_level: 5, water_temperature: 3.5e38 },
    ], now);
    expect(r.refused).toEqual([
      { index: 0, reason: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 1, reason: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 2, reason: '水位の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 5, reason: '水位は-50から200cmまでの数値で指定してください。' },
      { index: 6, reason: '水温の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 7, reason: '電池残量の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 8, reason: '電波強度の値が小さすぎて保存できません。0または絶対値1.2e-38以上の数値で指定してください。' },
      { index: 10, reason: '水温は-20から60℃までの数値で指定してください。' },
    ]);
    expect(r.accepted.map((a) => [a.l, a.w, a.b, a.g])).toEqual([
      [1.2e-38, null, null, null],
      [-0, null, null, null],
      [5, -0, 1.2e-38, -1.2e-38],
    ]);
  });

  it('refuses a measured_at that is no real time, with the reason', () => {
    const r = validateBatch(sensor, [
      { measured_at: '2026-07-01T11:00:00+99:99', water_level: 5 },
      { measured_at: '2026-02-30T11:00:00+09:00', water_level: 5 },
      { measured_at: '2026-06-30T24:00:00+09:00', water_level: 5 },
      { measured_at: '9999-07-01T11:00:00+09:00', water_level: 5 },
      { measured_at: '2026-07-01T11:00:00+09:00', water_level: 5 },
    ], now);
    expect(r.refused).toEqual([
      { index: 0, reason: '測定日時の時差が正しくありません（Z または -14:00 から +14:00 で指定してください）。' },
      { index: 1, reason: '測定日時の日付が正しくありません。' },
      { index: 2, reason: '測定日時の時刻が正しくありません。' },
      { index: 3, reason: '測定日時は2000年から2100年までの日時で指定してください。' },
    ]);
    expect(r.accepted).toHaveLength(1);
  });
});
