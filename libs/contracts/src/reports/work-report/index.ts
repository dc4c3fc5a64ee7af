export * from './layout';
export * from './field-area';
export * from './sheet-model';
export * from './report-sheet';
