import { contrastRatio, readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('keeps white on dark season colours and turns dark on light ones, always at 4.5:1 or more', () => {
    expect(readableTextOn('#1f3a2a')).toBe('#ffffff');
    expect(readableTextOn('#3EC08D')).toBe('#000000');
    expect(readableTextOn('#1A82B7')).toBe('#000000');
    const palette = ['#1A82B7', '#3EC08D', '#008A5B', '#B4AF4F', '#7D7A1A', '#F98E71', '#BC5A40', '#FF859F', '#C499F0', '#8D65B8'];
    for (const c of palette) expect(contrastRatio(readableTextOn(c), c)).toBeGreaterThanOrEqual(4.5);
  });
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
