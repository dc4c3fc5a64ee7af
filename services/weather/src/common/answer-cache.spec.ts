import { AnswerCache, cellVersion } from './answer-cache';

describe('AnswerCache', () => {
  it('computes once per key and forgets the least recently used beyond its size', async () => {
    const cache = new AnswerCache<number>(2);
    let computed = 0;
    const get = (k: string) => cache.getOrCompute(k, async () => ++computed);
    expect(await get('a')).toBe(1);
    expect(await get('a')).toBe(1);
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(computed).toBe(3);
  });

  it('changes the cell version when the cell is refreshed or filled', () => {
    const cell = { cellId: '35.70,139.70', refreshedAt: new Date(1000), historyYear: 2026 };
    expect(cellVersion(cell)).not.toBe(cellVersion({ ...cell, refreshedAt: new Date(2000) }));
    expect(cellVersion(cell)).not.toBe(cellVersion({ ...cell, historyYear: null }));
  });
});
