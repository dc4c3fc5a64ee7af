export * from './env';
export * from './db';
export * from './redis';
export * from './context';
export * from './rpc-client';
export * from './outbox';
export * from './events';
export * from './jest/nats-server';
