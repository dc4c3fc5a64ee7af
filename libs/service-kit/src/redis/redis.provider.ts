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
    // Closed already (an app closed twice, e.g. a second SIGTERM): quit() would fail and disconnect()
    // would arm ioredis' 2 s destroy timer on the ended stream, keeping the process alive for it.
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
