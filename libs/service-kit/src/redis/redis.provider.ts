import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS, SERVICE_CONFIG, type ServiceConfig } from '../tokens';

export const redisProvider: Provider = {
  provide: REDIS,
  inject: [SERVICE_CONFIG],
  useFactory: (config: ServiceConfig) =>
    new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectionName: config.name, enableOfflineQueue: true }),
};

@Injectable()
export class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
