import { sqlMigration } from '@inasaku/service-kit';

/**
 * The readings consumer's dead-letter place: a stream message (or some readings of it) that
 * could not be stored, kept with its reason instead of being redelivered for ever and holding
 * back the readings pulled with it. The raw message is kept as bytes (it may not even be text).
 * One row per message, keyed by its SENSOR_READINGS stream sequence, so a message redelivered
 * after a crash is not recorded twice. Rows go with their sensor and with their account.
 */
export const CreateDeadReadings1796400000000 = sqlMigration('CreateDeadReadings1796400000000', {
  up: [
    `
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
      )`,
    `CREATE INDEX IF NOT EXISTS "dead_readings_sensor_idx" ON "water"."dead_readings" ("sensor_id")`,
    `CREATE INDEX IF NOT EXISTS "dead_readings_account_idx" ON "water"."dead_readings" ("account_id")`,
    `COMMENT ON COLUMN "water"."dead_readings"."items" IS 'indexes of the refused items of a batch message; NULL: the whole message'`,
  ],

  down: [
    `DROP TABLE IF EXISTS "water"."dead_readings"`,
  ],
});
