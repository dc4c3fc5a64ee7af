import { fitToBudget } from './payload-budget';

describe('fitToBudget', () => {
  it('keeps everything that fits and cuts the rest, counting UTF-8 bytes', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ i, text: 'あ'.repeat(30) }));
    const one = Buffer.byteLength(JSON.stringify(items[0])) + 1;
    expect(fitToBudget(items, 2 + one * 10)).toHaveLength(10);
    expect(fitToBudget(items, 2 + one * 3)).toHaveLength(3);
    expect(fitToBudget(items, 10)).toEqual([]);
    expect(fitToBudget([])).toEqual([]);
  });
});
