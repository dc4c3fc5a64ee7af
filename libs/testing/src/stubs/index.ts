export * from './nats-stub';
export * from './fields-stub';
export * from './account-stub';
