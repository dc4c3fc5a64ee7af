import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { testUrls } from '@inasaku/testing';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (Redis)', () => {
  const redis = new Redis(testUrls().redis);
  const limiter = new RateLimiter(redis, { name: 'kit-test', databaseUrl: '', redisUrl: '', natsUrl: '' });
  const rule = { limit: 3, windowSeconds: 60 };

  afterAll(() => redis.quit());

  it('allows up to the limit inside the window, then refuses', async () => {
    const key = randomUUID();
    expect(await limiter.consume(key, rule)).toBe(true);
    expect(await limiter.consume(key, rule)).toBe(true);
    expect(await limiter.isLimited(key, rule)).toBe(false);
    expect(await limiter.consume(key, rule)).toBe(true);
    expect(await limiter.isLimited(key, rule)).toBe(true);
    expect(await limiter.consume(key, rule)).toBe(false);
    const ttl = await redis.ttl(`kit-test:rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('starts over after reset or when the window expires', async () => {
    const key = randomUUID();
    for (let i = 0; i < 3; i++) await limiter.hit(key, rule);
    await limiter.reset(key);
    expect(await limiter.isLimited(key, rule)).toBe(false);

    const short = { limit: 1, windowSeconds: 1 };
    await limiter.hit(key, short);
    expect(await limiter.isLimited(key, short)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await limiter.isLimited(key, short)).toBe(false);
  });

  it('counts, and gives an attempt back without going below zero', async () => {
    const key = randomUUID();
    expect(await limiter.count(key)).toBe(0);
    await limiter.hit(key, rule);
    await limiter.hit(key, rule);
    expect(await limiter.count(key)).toBe(2);
    await limiter.refund(key);
    expect(await limiter.count(key)).toBe(1);
    await limiter.refund(key);
    await limiter.refund(key);
    expect(await limiter.count(key)).toBe(0);
    expect(await limiter.consume(key, rule)).toBe(true);
  });
});
