import { ExportJobEntity } from './export-jobs/entities/export-job.entity';

/** Every TypeORM entity of the reports service; each feature adds its own. */
export const entities = [ExportJobEntity];
