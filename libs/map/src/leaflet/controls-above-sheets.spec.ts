import { sheetInset } from './controls-above-sheets';

describe('sheetInset', () => {
  it('lifts the bottom controls by the height of the highest bottom sheet, and not at all without one', () => {
    expect(sheetInset(800, [])).toBe(0);
    expect(sheetInset(800, [740])).toBe(60);
    expect(sheetInset(800, [740, 520.4])).toBe(280);
    // A sheet scrolled out below the map lifts nothing.
    expect(sheetInset(800, [820])).toBe(0);
  });
});
