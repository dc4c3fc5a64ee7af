import { recordWaterGatesSchema, waterGateFormErrors } from './gates';

const id = '4f8a3c1e-2b7d-4e6f-9a1b-0c2d3e4f5a6b';
const form = { water_gate_status: 0, water_gate_time: '2025-06-01T06:30:00+09:00', water_gate_worker: '山田' };

describe('water gate form rules (spec 001 §5)', () => {
  it('accepts the defaults: 閉門, a datetime, a worker', () => {
    expect(waterGateFormErrors(form)).toEqual({});
  });

  it('requires the work datetime and the worker, in Japanese', () => {
    expect(waterGateFormErrors({ ...form, water_gate_time: '', water_gate_worker: '　' })).toEqual({
      water_gate_time: '作業日時は必須項目です。',
      water_gate_worker: '作業者は必須項目です。',
    });
  });

  it('allows 100 characters of worker and refuses 101', () => {
    expect(waterGateFormErrors({ ...form, water_gate_worker: 'あ'.repeat(100) })).toEqual({});
    expect(waterGateFormErrors({ ...form, water_gate_worker: 'あ'.repeat(101) }).water_gate_worker).toBe('入力可能な文字数（100文字）を超えています。');
  });

  it('takes status 0, 1, 2 as numbers or radio text and nothing else', () => {
    for (const s of [0, 1, 2, '0', '1', '2']) expect(waterGateFormErrors({ ...form, water_gate_status: s })).toEqual({});
    for (const s of [3, '-1', 'x']) expect(waterGateFormErrors({ ...form, water_gate_status: s }).water_gate_status).toBe('選択肢の中から選択してください。');
  });
});

describe('recordWaterGatesSchema', () => {
  const parse = (body: object) => recordWaterGatesSchema.safeParse({ paddy_field_ids: [id], ...form, ...body });
  const message = (body: object) => {
    const r = parse(body);
    return r.success ? null : r.error.issues[0].message;
  };

  it('gives the status as a number and ignores user_id', () => {
    const r = parse({ water_gate_status: '2', user_id: 'someone' });
    expect(r.success && r.data.water_gate_status).toBe(2);
  });

  it('refuses a bad status, a long worker, a missing or malformed datetime, no fields', () => {
    expect(message({ water_gate_status: 5 })).toBe('選択肢の中から選択してください。');
    expect(message({ water_gate_worker: 'a'.repeat(101) })).toBe('入力可能な文字数（100文字）を超えています。');
    expect(message({ water_gate_time: undefined })).toBe('作業日時は必須項目です。');
    expect(message({ water_gate_time: '2025/06/01 06:30' })).toBe('作業日時の形式が正しくありません。');
    expect(message({ paddy_field_ids: [] })).toBe('水門を選択してください。');
    expect(message({ paddy_field_ids: ['x'] })).toBe('IDの形式が正しくありません。');
  });
});
