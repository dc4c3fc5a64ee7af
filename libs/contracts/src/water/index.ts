export * from './subjects';
export * from './gates';
export * from './routes';
export * from './sensors';
export * from './readings';
export * from './alerts';
export * from './notifications';
export * from './lorawan';
