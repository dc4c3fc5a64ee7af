export * from './subjects';
export * from './weather-words';
export * from './common';
export * from './weather-data';
export * from './settings';
export * from './accumulations';
export * from './routes';
