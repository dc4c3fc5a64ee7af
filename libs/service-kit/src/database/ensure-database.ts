import { Client } from 'pg';

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

/**
 * Creates the database of `url` and the service's schema when they are missing, so a fresh
 * machine needs no manual step. CREATE DATABASE cannot run inside the target database, hence
 * the first connection to the `postgres` maintenance database.
 */
export async function ensureDatabase(url: string, schema: string): Promise<void> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';

  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
      } catch (e) {
        // Another replica won the race.
        const code = (e as { code?: string }).code;
        if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw e;
      }
    }
  } finally {
    await admin.end();
  }

  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
