import { actualArea, progressPercent } from './progress';

describe('progressPercent', () => {
  it.each([
    ['50', '100', 50],
    ['0.1', '0.3', 33.3],
    ['2', '3', 66.7],
    ['12.25', '100', 12.3],
    ['150', '100', 150],
    ['0', '100', 0],
    ['10', null, 0],
    ['10', '0', 0],
  ])('%s of %s is %s %%', (actual, total, percent) => expect(progressPercent(actual, total)).toBe(percent));
});

describe('actualArea', () => {
  it('adds each field once, exactly, skipping fields without an area', () => {
    const areas: Record<string, string | null> = { a: '0.1', b: '0.2', c: null };
    expect(actualArea(['a', 'b', 'a', 'c', 'gone'], (id) => areas[id])).toBe('0.3');
  });
});
