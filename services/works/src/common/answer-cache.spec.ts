import { RawJson } from '@inasaku/service-kit';
import type { Catalog } from '../seasons/catalog.service';
import { AnswerCache, heapBytesOf } from './answer-cache';

const catalog = {} as Catalog;

describe('AnswerCache', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the heap bytes of Japanese text twice a character', () => {
    expect(heapBytesOf('{"a":"abc"}')).toBe(11);
    expect(heapBytesOf('{"a":"山田"}')).toBe(20);
  });

  it('holds at most its byte bound, the least recently made answer dropped first', () => {
    const cache = new AnswerCache<unknown>(100, 30_000);
    const answer = (text: string) => new RawJson(JSON.stringify(text));
    cache.set('a', catalog, 'v', answer('x'.repeat(38))); // 40 bytes
    cache.set('b', catalog, 'v', answer('山'.repeat(18))); // 40 bytes
    cache.set('c', catalog, 'v', answer('y'.repeat(38)));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('a', catalog, 'v')).toBeNull();
    expect(cache.get('b', catalog, 'v')).not.toBeNull();
    expect(cache.get('c', catalog, 'v')).not.toBeNull();
    cache.set('huge', catalog, 'v', answer('z'.repeat(200)));
    expect(cache.get('huge', catalog, 'v')).toBeNull();
    expect(cache.size).toBe(2);
    cache.onModuleDestroy();
  });

  it('sweeps expired answers without being asked for them, and answers nothing stale', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new AnswerCache<unknown>(1_000, 30_000);
    cache.set('a', catalog, 'v1', new RawJson('[1]'));
    expect(cache.get('a', catalog, 'v2')).toBeNull();
    cache.set('a', catalog, 'v1', new RawJson('[1]'));
    expect(cache.get('a', {} as Catalog, 'v1')).toBeNull();
    cache.set('b', catalog, 'v1', new RawJson('[2]'));
    jest.advanceTimersByTime(30_001);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.onModuleDestroy();
  });
});
