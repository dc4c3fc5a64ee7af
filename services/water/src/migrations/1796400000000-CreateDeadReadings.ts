import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The readings consumer's dead-letter place: a stream message (or some readings of it) that
 * could not be stored, kept with its reason instead of being redelivered for ever and holding
 * back the readings pulled with it. The raw message is kept as bytes (it may not even be text).
 * One row per message, keyed by its SENSOR_READINGS stream sequence, so a message redelivered
 * after a crash is not recorded twice. Rows go with their sensor and with their account.
 */
export class CreateDeadReadings1796400000000 implements MigrationInterface {
  name = 'CreateDeadReadings1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS "water"."dead_readings" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "stream_seq" bigint UNIQUE,
        "subject" text NOT NULL,
        "sensor_id" uuid,
        "account_id" uuid,
        "cause" varchar(10) NOT NULL CHECK ("cause" IN ('unreadable', 'value', 'database')),
        "items" integer[],
        "readings" integer NOT NULL,
        "reason" text NOT NULL,
        "sqlstate" varchar(5),
        "raw" bytea NOT NULL,
        "dead_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS "dead_readings_sensor_idx" ON "water"."dead_readings" ("sensor_id")`);
    await q.query(`CREATE INDEX IF NOT EXISTS "dead_readings_account_idx" ON "water"."dead_readings" ("account_id")`);
    await q.query(`COMMENT ON COLUMN "water"."dead_readings"."items" IS 'indexes of the refused items of a batch message; NULL: the whole message'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "water"."dead_readings"`);
  }
}
