import { Client } from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { ensureDatabase } from './ensure-database';

export interface DatabaseOptions {
  url: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    installExtensions: false,
    // Unqualified names in raw SQL resolve to the service's own schema.
    extra: { options: `-c search_path=${options.schema},public`, max: 10 },
    logging: ['error', 'migration'],
  };
}

/**
 * Creates the database and schema if missing, then initialises the data source, which runs
 * the pending migrations (`migrationsRun`). A PostgreSQL advisory lock keeps replicas that
 * start together from running the same migration twice.
 */
export async function createDataSource(options: DataSourceOptions & { url: string; schema: string }): Promise<DataSource> {
  await ensureDatabase(options.url, options.schema);
  const lock = new Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    return await new DataSource(options).initialize();
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`]).catch(() => undefined);
    await lock.end();
  }
}
