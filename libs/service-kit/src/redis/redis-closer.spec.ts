import type Redis from 'ioredis';
import { RedisCloser } from './redis.provider';

describe('RedisCloser', () => {
  const fake = (status: string, quit: () => Promise<unknown>) =>
    ({ status, quit: jest.fn(quit), disconnect: jest.fn() }) as unknown as Redis & { quit: jest.Mock; disconnect: jest.Mock };

  it('quits an open connection', async () => {
    const redis = fake('ready', async () => 'OK');
    await new RedisCloser(redis).onApplicationShutdown();
    expect(redis.quit).toHaveBeenCalledTimes(1);
    expect(redis.disconnect).not.toHaveBeenCalled();
  });

  it('disconnects when quit fails', async () => {
    const redis = fake('ready', async () => Promise.reject(new Error('Connection is closed.')));
    await new RedisCloser(redis).onApplicationShutdown();
    expect(redis.disconnect).toHaveBeenCalledTimes(1);
  });

  it('leaves an ended connection alone (an app closed twice): no 2 s destroy timer keeps the process alive', async () => {
    const redis = fake('end', async () => Promise.reject(new Error('Connection is closed.')));
    await new RedisCloser(redis).onApplicationShutdown();
    expect(redis.quit).not.toHaveBeenCalled();
    expect(redis.disconnect).not.toHaveBeenCalled();
  });
});
