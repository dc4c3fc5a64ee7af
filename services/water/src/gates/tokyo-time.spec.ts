import { toTokyoIso } from './tokyo-time';

describe('toTokyoIso', () => {
  it('writes the instant at +09:00 without milliseconds', () => {
    expect(toTokyoIso(new Date('2025-05-31T21:30:00.000Z'))).toBe('2025-06-01T06:30:00+09:00');
    expect(toTokyoIso(new Date('2025-06-01T06:30:15+09:00'))).toBe('2025-06-01T06:30:15+09:00');
  });
});
