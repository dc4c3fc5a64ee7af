import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { baseEnvSchema, loadEnv } from './env/load-env';
import { createDataSource, dataSourceOptions, type DatabaseOptions } from './database/data-source';
import { EventBus } from './events/event-bus';
import { EventSubscriptions } from './events/subscribes';
import { EventOutbox } from './outbox/event-outbox';
import { OutboxEventEntity } from './outbox/outbox-event.entity';
import { CreateEventOutbox1700000000000 } from './outbox/1700000000000-CreateEventOutbox';
import { CreateIdempotencyKeys1700000000001 } from './idempotency/1700000000001-CreateIdempotencyKeys';
import { IdempotentWrites } from './idempotency/idempotent-writes';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyKeysPerSubject1700000000002 } from './idempotency/1700000000002-IdempotencyKeysPerSubject';
import { RedisCloser, redisProvider } from './redis/redis.provider';
import { RateLimiter } from './rate-limit/rate-limiter';
import { HealthService } from './health/health.service';
import { HealthController } from './health/health.controller';
import { ServiceClient } from './rpc/service-client';
import { ChunkedRepliesServer } from './rpc/chunked-replies';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsService } from './metrics/metrics.service';
import { RpcMetricsInterceptor } from './metrics/rpc-metrics.interceptor';
import { REDIS, SERVICE_CONFIG, type ServiceConfig } from './tokens';

export interface ServiceKitOptions {
  /** Service name: NATS queue group, PostgreSQL schema, Redis key prefix. */
  name: string;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
}

/** Read when the module is instantiated (not imported), so tests can set the environment first. */
function configModule(name: string): DynamicModule {
  return {
    module: ServiceConfigModule,
    providers: [
      {
        provide: SERVICE_CONFIG,
        useFactory: (): ServiceConfig => {
          const env = loadEnv(baseEnvSchema);
          return { name, databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, natsUrl: env.NATS_URL };
        },
      },
    ],
    exports: [SERVICE_CONFIG],
  };
}

@Module({})
class ServiceConfigModule {}

/**
 * Everything a domain service needs besides its own code: PostgreSQL in its own schema with
 * migrations, Redis, the JetStream event bus and outbox, rate limits, health endpoints, and
 * Prometheus metrics at /metrics on the health port.
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const config = configModule(options.name);
    const entities = [...asArray(options.entities), OutboxEventEntity];
    const migrations = [
      CreateEventOutbox1700000000000, CreateIdempotencyKeys1700000000001, IdempotencyKeysPerSubject1700000000002, ...asArray(options.migrations),
    ];
    return {
      module: ServiceKitModule,
      imports: [
        config,
        TypeOrmModule.forRootAsync({
          imports: [config],
          inject: [SERVICE_CONFIG],
          useFactory: (c: ServiceConfig) =>
            dataSourceOptions({ url: c.databaseUrl, schema: c.name, entities, migrations }),
          dataSourceFactory: async (o?: DataSourceOptions) =>
            createDataSource(o as DataSourceOptions & { url: string; schema: string }),
        }),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        redisProvider, RedisCloser, EventBus, EventSubscriptions, EventOutbox, IdempotentWrites, RateLimiter, HealthService, ServiceClient, MetricsService,
        // Replies over one NATS message go in chunks from a subject of this process.
        ChunkedRepliesServer,
        // Counts, times and scopes (request id in the logs) every NATS handler of the service, and
        // inside that runs a write with an Idempotency-Key and its key as one transaction
        // (IdempotencyInterceptor, applied by it: one interceptor in Nest's chain, not two).
        IdempotencyInterceptor,
        { provide: APP_INTERCEPTOR, useClass: RpcMetricsInterceptor },
      ],
      exports: [config, REDIS, EventBus, EventOutbox, IdempotentWrites, RateLimiter, HealthService, ServiceClient, MetricsService],
    };
  }
}

function asArray<T>(value: T[] | Record<string, T>): T[] {
  return Array.isArray(value) ? value : Object.values(value);
}
