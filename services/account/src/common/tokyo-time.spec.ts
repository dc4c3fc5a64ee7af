import { startOfTokyoYear, tokyoYear, toTokyoIso } from './tokyo-time';

describe('Tokyo time', () => {
  it('uses the Tokyo calendar year near new year', () => {
    // 31 Dec 15:00 UTC is already 1 Jan in Tokyo.
    expect(tokyoYear(new Date('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(tokyoYear(new Date('2025-12-31T14:59:59Z'))).toBe(2025);
  });

  it('starts the management year on 1 January 00:00 JST', () => {
    const start = startOfTokyoYear(new Date('2026-07-10T03:00:00Z'));
    expect(start.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(toTokyoIso(start)).toBe('2026-01-01T00:00:00+09:00');
    expect(toTokyoIso(start).slice(0, 4)).toBe('2026');
  });
});
