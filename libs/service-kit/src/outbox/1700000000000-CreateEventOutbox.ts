import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Shared by every service; runs in the service's own schema (the data source's `schema`). */
export class CreateEventOutbox1700000000000 implements MigrationInterface {
  name = 'CreateEventOutbox1700000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q);
    await q.query(`
      CREATE TABLE IF NOT EXISTS "${s}"."event_outbox" (
        "id" uuid PRIMARY KEY,
        "subject" text NOT NULL,
        "msg_id" text NOT NULL UNIQUE,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS "event_outbox_pending_idx" ON "${s}"."event_outbox" ("created_at") WHERE "published_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "${schemaOf(q)}"."event_outbox"`);
  }
}

function schemaOf(q: QueryRunner): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('the data source needs a schema');
  return schema;
}
