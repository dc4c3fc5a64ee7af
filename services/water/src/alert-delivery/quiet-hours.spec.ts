import { quietUntil } from './quiet-hours';

const jst = (s: string) => new Date(`${s}+09:00`);
const q = (start: string, end: string, enabled = true) => ({ enabled, start, end });

describe('quietUntil (JST)', () => {
  it('a span across midnight: inside late in the evening and early in the morning, ends at the morning end', () => {
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-01T23:30:00'))).toEqual(jst('2026-07-02T05:00:00'));
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-02T03:10:00'))).toEqual(jst('2026-07-02T05:00:00'));
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-01T22:00:00'))).toEqual(jst('2026-07-02T05:00:00'));
  });

  it('outside the span, at its end, or switched off: null', () => {
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-02T05:00:00'))).toBeNull();
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-02T12:00:00'))).toBeNull();
    expect(quietUntil(q('22:00', '05:00'), jst('2026-07-01T21:59:00'))).toBeNull();
    expect(quietUntil(q('22:00', '05:00', false), jst('2026-07-01T23:30:00'))).toBeNull();
  });

  it('a span within one day', () => {
    expect(quietUntil(q('12:00', '13:30'), jst('2026-07-01T12:45:00'))).toEqual(jst('2026-07-01T13:30:00'));
    expect(quietUntil(q('12:00', '13:30'), jst('2026-07-01T13:30:00'))).toBeNull();
  });

  it('uses JST whatever the UTC date is', () => {
    // 2026-07-01T14:00Z is 23:00 JST
    expect(quietUntil(q('22:00', '05:00'), new Date('2026-07-01T14:00:00Z'))).toEqual(new Date('2026-07-01T20:00:00Z'));
  });
});
