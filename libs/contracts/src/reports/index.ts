export * from './subjects';
export * from './export-jobs';
export * from './routes';
