import { Inject } from '@nestjs/common';

/** Resolved settings of the service (name and infrastructure URLs). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const REDIS = Symbol('REDIS');

export interface ServiceConfig {
  name: string;
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
}

export const InjectRedis = () => Inject(REDIS);
export const InjectServiceConfig = () => Inject(SERVICE_CONFIG);
