import type { WaterGate } from '@inasaku/contracts';
import {
  appendWorker, gateFormErrors, initialGateForm, modeSwitchLocked, quickAddNames, toRecordTime, toggleGate,
} from './gate-form';
import { gateIcon, gateMarkers, gateTitle } from './gate-markers';

describe('gate form rules (spec 001 §4, §5)', () => {
  it('defaults to 閉門, now and the current display name, which pass the rules', () => {
    const form = initialGateForm('田中太郎', new Date('2025-06-01T06:30:00+09:00'));
    expect(form).toEqual({ water_gate_status: 0, water_gate_time: '2025-06-01T06:30', water_gate_worker: '田中太郎' });
    expect(gateFormErrors(form)).toEqual({});
  });

  it('requires the work datetime and the worker; the worker is at most 100 characters', () => {
    const form = initialGateForm('田中太郎');
    expect(gateFormErrors({ ...form, water_gate_time: '' })).toEqual({ water_gate_time: '作業日時は必須項目です。' });
    expect(gateFormErrors({ ...form, water_gate_worker: ' ' })).toEqual({ water_gate_worker: '作業者は必須項目です。' });
    expect(gateFormErrors({ ...form, water_gate_worker: 'あ'.repeat(100) })).toEqual({});
    expect(gateFormErrors({ ...form, water_gate_worker: 'あ'.repeat(101) })).toEqual({ water_gate_worker: '入力可能な文字数（100文字）を超えています。' });
  });

  it('takes only status 0, 1, 2', () => {
    const form = initialGateForm('田中太郎');
    for (const s of [0, 1, 2] as const) expect(gateFormErrors({ ...form, water_gate_status: s })).toEqual({});
    expect(gateFormErrors({ ...form, water_gate_status: 3 as never }).water_gate_status).toBe('選択肢の中から選択してください。');
  });

  it('sends the datetime input as an instant with the offset', () => {
    expect(toRecordTime('2025-06-01T06:30')).toMatch(/^2025-06-01T06:30:00[+-]\d{2}:\d{2}$/);
    expect(toRecordTime('')).toBe('');
  });

  it('refuses a typed time that is not real, as the service does, instead of rolling it over', () => {
    const form = initialGateForm('田中太郎');
    expect(gateFormErrors({ ...form, water_gate_time: '2026-02-30T06:30' })).toEqual({ water_gate_time: '作業日時の日付が正しくありません。' });
    expect(gateFormErrors({ ...form, water_gate_time: '2026-06-01T24:00' })).toEqual({ water_gate_time: '作業日時の時刻が正しくありません。' });
    expect(gateFormErrors({ ...form, water_gate_time: '9999-06-01T06:30' })).toEqual({ water_gate_time: '作業日時は2000年から2100年までの日時で指定してください。' });
    expect(gateFormErrors({ ...form, water_gate_time: '2026-06-01T06:30' })).toEqual({});
  });
});

describe('worker quick-add', () => {
  it('joins names with 、 and does not repeat a name', () => {
    expect(appendWorker('', '佐藤')).toBe('佐藤');
    expect(appendWorker('田中太郎', '佐藤花子')).toBe('田中太郎、佐藤花子');
    expect(appendWorker('田中太郎、佐藤花子', '鈴木')).toBe('田中太郎、佐藤花子、鈴木');
    expect(appendWorker('田中太郎、', '鈴木')).toBe('田中太郎、鈴木');
    expect(appendWorker('田中太郎、佐藤花子', '田中太郎')).toBe('田中太郎、佐藤花子');
  });

  it('offers the buttons only when the account has more than one user', () => {
    expect(quickAddNames(['田中太郎'])).toEqual([]);
    expect(quickAddNames(['田中太郎', '佐藤花子'])).toEqual(['田中太郎', '佐藤花子']);
  });
});

describe('switch lock and selection', () => {
  it('locks the 給水 / 排水 switch while any gate is selected', () => {
    expect(modeSwitchLocked(0)).toBe(false);
    expect(modeSwitchLocked(1)).toBe(true);
    expect(modeSwitchLocked(3)).toBe(true);
  });

  it('toggles a gate in and out of the selection, keeping the click order', () => {
    expect(toggleGate([], 'a')).toEqual(['a']);
    expect(toggleGate(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleGate(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('gate markers', () => {
  const gate = (over: Partial<WaterGate> = {}): WaterGate => ({
    paddy_field_id: 'f1', name: '北1', map_pos: '36.65,138.18',
    water_supply_gate_status: 2, water_supply_gate_time: '2025-06-01T06:30:00+09:00', water_supply_gate_worker: '山田',
    water_out_gate_status: 0, water_out_gate_time: null, water_out_gate_worker: null, ...over,
  });

  it("draws each field's status for the chosen mode; a selected gate looks different", () => {
    const [supply] = gateMarkers([gate()], 'supply', new Set());
    const [out] = gateMarkers([gate()], 'out', new Set());
    const [picked] = gateMarkers([gate()], 'supply', new Set(['f1']));
    expect(supply.icon).toBe(gateIcon('supply', 2, false));
    expect(out.icon).toBe(gateIcon('out', 0, false));
    expect(picked.icon).toBe(gateIcon('supply', 2, true));
    expect(new Set([supply.icon.url, out.icon.url, picked.icon.url]).size).toBe(3);
    expect(supply.icon).toMatchObject({ width: 24, height: 42 });
  });

  it('leaves out fields without a valid pin and names unnamed ones', () => {
    expect(gateMarkers([gate({ map_pos: 'x' })], 'supply', new Set())).toEqual([]);
    expect(gateTitle(gate({ name: null }), 'out')).toBe('名称未設定\n排水: 閉門');
    expect(gateTitle(gate(), 'supply')).toMatch(/^北1\n給水: 全開 \(06\/01 06:30 山田\)$/);
  });
});
