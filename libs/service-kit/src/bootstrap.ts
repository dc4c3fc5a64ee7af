import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions, NatsOptions } from '@nestjs/microservices';
import type { INestApplication, Type } from '@nestjs/common';
import { baseEnvSchema, loadEnv, redactEnv } from './env/load-env';
import { createJsonLogger } from './logging/json-logger';
import { RpcAllExceptionsFilter } from './rpc/rpc-exception.filter';
import { SizeGuardSerializer } from './rpc/size-guard.serializer';
import { ServiceNatsServer } from './rpc/service-nats.server';
import { directHandlersOf } from './rpc/direct-handlers';

export interface BootstrapOptions {
  name: string;
  module: Type<unknown>;
  /** HTTP port for /health/live and /health/ready only; 0 picks a free port. */
  healthPort: number;
  healthHost?: string;
}

/**
 * Starts a domain service: builds the module (which creates the database schema and runs
 * migrations), then listens on NATS in the service's queue group, then opens the health port.
 */
export async function bootstrapService(options: BootstrapOptions): Promise<INestApplication> {
  const env = loadEnv(baseEnvSchema);
  const logger = createJsonLogger(options.name, env.LOG_LEVEL);
  const app = await NestFactory.create(options.module, { logger });
  app.enableShutdownHooks();

  // Registered on the app before the microservice is connected, and inherited by it: a filter
  // added to the microservice afterwards would come too late for its already-bound handlers.
  app.useGlobalFilters(new RpcAllExceptionsFilter(logger, app.getHttpAdapter()));
  const nats: Required<NatsOptions>['options'] = {
    servers: [env.NATS_URL],
    queue: options.name,
    name: options.name,
    serializer: new SizeGuardSerializer(),
    maxReconnectAttempts: -1,
  };
  // On shutdown: leave the queue group (other replicas take new requests), answer the requests in
  // flight, then close (DrainingServerNats, which ServiceNatsServer extends with cheaper replies).
  const server = new ServiceNatsServer(nats);
  app.connectMicroservice<MicroserviceOptions>({ strategy: server }, { inheritAppConfig: true });
  // Plain handlers answered by the server itself, around them what Nest's chain would apply (direct-handlers.ts).
  server.useDirectHandlers(directHandlersOf(app));
  await app.startAllMicroservices();
  await app.listen(options.healthPort, options.healthHost ?? '0.0.0.0');

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => logger.log({ msg: 'shutting down', service: options.name, signal }, 'Bootstrap'));
  }
  logger.log({ msg: 'service started', service: options.name, healthUrl: await app.getUrl(), env: redactEnv(env) }, 'Bootstrap');
  return app;
}

/**
 * A service's entry point (main.ts): runs `start` (validate the environment, then
 * bootstrapService); if that fails, one JSON line on stderr says why (the logger may not exist
 * yet) and the process exits 1.
 */
export function runService(name: string, start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    process.stderr.write(`${JSON.stringify({ level: 'fatal', context: name, message: (error as Error).message, stack: (error as Error).stack })}\n`);
    process.exit(1);
  });
}
