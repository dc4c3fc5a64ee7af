export * from './subjects';
export * from './export-jobs';
export * from './routes';
export * from './work-report';
