import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly partitions made up front (few: the planner pays for each one on every read); later months
 * are added by ReadingPartitions at boot and daily; readings outside them land in the default partition.
 */
const FIRST_YEAR = 2025;
const LAST_YEAR = 2027;

export class CreateSensorTables1796100000000 implements MigrationInterface {
  name = 'CreateSensorTables1796100000000';

  async up(q: QueryRunner): Promise<void> {
    // The product ID is unique over all accounts: one physical device feeds one account, and the
    // device side finds the sensor by it. The latest reading is kept on the row (written by the
    // readings consumer in the same transaction) so the map of 500 sensors reads one table.
    await q.query(`
      CREATE TABLE "water"."sensors" (
        "id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "product_id" varchar(100) NOT NULL UNIQUE,
        "name" varchar(100) NOT NULL DEFAULT '',
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "token_sha256" char(64) NOT NULL,
        "last_measured_at" timestamptz,
        "last_level" real,
        "last_temperature" real,
        "last_battery" real,
        "last_signal" real,
        "judged_level" char(1) NOT NULL DEFAULT '0',
        "judged_silent" boolean NOT NULL DEFAULT false,
        "judged_low_battery" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "sensors_account_idx" ON "water"."sensors" ("account_id", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "sensors_token_idx" ON "water"."sensors" ("token_sha256")`);

    // Readings: declarative range partitioning by month; the primary key (sensor, time) is both the
    // de-duplication of repeated device batches and the index of every read (one sensor, a span).
    await q.query(`
      CREATE TABLE "water"."readings" (
        "sensor_id" uuid NOT NULL,
        "measured_at" timestamptz NOT NULL,
        "water_level" real NOT NULL,
        "water_temperature" real,
        "battery" real,
        "signal" real,
        PRIMARY KEY ("sensor_id", "measured_at")
      ) PARTITION BY RANGE ("measured_at")`);
    for (let y = FIRST_YEAR; y <= LAST_YEAR; y += 1) {
      for (let m = 1; m <= 12; m += 1) {
        const from = `${y}-${String(m).padStart(2, '0')}-01 00:00:00+09`;
        const to = m === 12 ? `${y + 1}-01-01 00:00:00+09` : `${y}-${String(m + 1).padStart(2, '0')}-01 00:00:00+09`;
        await q.query(
          `CREATE TABLE "water"."readings_${y}${String(m).padStart(2, '0')}" PARTITION OF "water"."readings" FOR VALUES FROM ('${from}') TO ('${to}')`,
        );
      }
    }
    await q.query(`CREATE TABLE "water"."readings_default" PARTITION OF "water"."readings" DEFAULT`);

    await q.query(`
      CREATE TABLE "water"."sensor_alerts" (
        "alert_id" uuid PRIMARY KEY,
        "seq" bigint GENERATED ALWAYS AS IDENTITY,
        "account_id" uuid NOT NULL,
        "sensor_id" uuid NOT NULL,
        "product_id" varchar(100) NOT NULL,
        "sensor_name" varchar(100) NOT NULL,
        "alert_type" varchar(10) NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "sensor_alerts_account_idx" ON "water"."sensor_alerts" ("account_id", "seq" DESC)`);

    await q.query(`
      CREATE TABLE "water"."notification_settings" (
        "account_id" uuid NOT NULL,
        "notification_type" varchar(20) NOT NULL,
        "warn_value" numeric(3,1),
        "warn_unit" char(1) NOT NULL DEFAULT '0',
        "caution_value" numeric(3,1),
        "caution_unit" char(1) NOT NULL DEFAULT '0',
        "notify" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("account_id", "notification_type")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "water"."notification_settings"`);
    await q.query(`DROP TABLE "water"."sensor_alerts"`);
    await q.query(`DROP TABLE "water"."readings"`);
    await q.query(`DROP TABLE "water"."sensors"`);
  }
}
