import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared by every service, like the outbox: the Idempotency-Keys of the writes this service
 * made, each with its first answer, in the service's own schema. A row is written in the same
 * transaction as the write, so "written" and "key recorded" are one fact.
 */
export class CreateIdempotencyKeys1700000000001 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1700000000001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q);
    await q.query(`
      CREATE TABLE IF NOT EXISTS "${s}"."idempotency_keys" (
        "account_id" text NOT NULL,
        "user_id" text NOT NULL,
        "key" text NOT NULL,
        "subject" text NOT NULL,
        "request_hash" text NOT NULL,
        "response" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("account_id", "user_id", "key")
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "${s}"."idempotency_keys" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "${schemaOf(q)}"."idempotency_keys"`);
  }
}

function schemaOf(q: QueryRunner): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('the data source needs a schema');
  return schema;
}
