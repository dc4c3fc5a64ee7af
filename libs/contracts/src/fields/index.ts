export * from './common';
export * from './paddy-fields';
export * from './brands';
export * from './landmarks';
export * from './geocoding';
