import { Client } from 'pg';

export async function withPg<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function sql<R = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<R[]> {
  return withPg(url, async (c) => (await c.query(text, params)).rows as R[]);
}

/**
 * Empties every table of a service schema (keeping the migrations bookkeeping), so each test
 * starts from the state right after the migrations.
 */
export async function resetSchema(url: string, schema: string, keep: string[] = ['migrations']): Promise<void> {
  await withPg(url, async (c) => {
    const { rows } = await c.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
    const tables = rows.map((r) => r.tablename).filter((t) => !keep.includes(t));
    if (!tables.length) return;
    const list = tables.map((t) => `"${schema}"."${t}"`).join(', ');
    await c.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  });
}
