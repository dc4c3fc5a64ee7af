import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A key is recorded per subject: the gateway passes the browser's Idempotency-Key on with the
 * access-log row it writes after the write (account.access-logs.create), and a service that
 * records every write under its key must not take that for a repeat of the write itself.
 * The same key on the same subject with another body is still refused (422).
 */
export class IdempotencyKeysPerSubject1700000000002 implements MigrationInterface {
  name = 'IdempotencyKeysPerSubject1700000000002';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaOf(q);
    await q.query(`ALTER TABLE "${s}"."idempotency_keys" DROP CONSTRAINT IF EXISTS "idempotency_keys_pkey"`);
    await q.query(`ALTER TABLE "${s}"."idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("account_id", "user_id", "key", "subject")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaOf(q);
    await q.query(`ALTER TABLE "${s}"."idempotency_keys" DROP CONSTRAINT IF EXISTS "idempotency_keys_pkey"`);
    await q.query(`DELETE FROM "${s}"."idempotency_keys" a USING "${s}"."idempotency_keys" b
      WHERE a.account_id = b.account_id AND a.user_id = b.user_id AND a.key = b.key AND a.created_at > b.created_at`);
    await q.query(`ALTER TABLE "${s}"."idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("account_id", "user_id", "key")`);
  }
}

function schemaOf(q: QueryRunner): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('the data source needs a schema');
  return schema;
}
