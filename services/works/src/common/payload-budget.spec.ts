import { fitToBudget, jsonWithinBudget } from './payload-budget';

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

describe('jsonWithinBudget', () => {
  it('gives the JSON of an answer that fits, to be sent without serialising again, and null otherwise', () => {
    const answer = { list: ['あ'.repeat(10)] };
    expect(jsonWithinBudget(answer, 1000)?.json).toBe(JSON.stringify(answer));
    // 10 characters of 3 bytes each do not fit in 30 bytes with the JSON around them.
    expect(jsonWithinBudget(answer, 30)).toBeNull();
  });
});
