import { toTokyoIso } from './tokyo-time';

describe('toTokyoIso', () => {
  it('writes the instant in +09:00, across the date line', () => {
    expect(toTokyoIso(new Date('2025-05-01T00:00:00Z'))).toBe('2025-05-01T09:00:00+09:00');
    expect(toTokyoIso(new Date('2025-04-30T20:30:15.250Z'))).toBe('2025-05-01T05:30:15+09:00');
  });
});
