export * from './reading-window';
export * from './sensor-rules';
export * from './product-id';
