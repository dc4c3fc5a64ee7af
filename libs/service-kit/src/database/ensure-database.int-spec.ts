import { randomUUID } from 'node:crypto';
import { sql, testUrls } from '@inasaku/testing';
import { ensureDatabase } from './ensure-database';

describe('ensureDatabase', () => {
  const base = new URL(testUrls().database);
  const name = `inasaku_kit_${randomUUID().slice(0, 8)}`;
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const admin = new URL(base.toString());
  admin.pathname = '/postgres';

  afterAll(() => sql(admin.toString(), `DROP DATABASE IF EXISTS "${name}"`));

  it('creates a missing database and schema, and is idempotent under concurrency', async () => {
    await Promise.all([ensureDatabase(url.toString(), 'kit'), ensureDatabase(url.toString(), 'kit')]);
    await ensureDatabase(url.toString(), 'kit');
    expect(await sql(url.toString(), `SELECT schema_name FROM information_schema.schemata WHERE schema_name = 'kit'`)).toHaveLength(1);
  });
});
