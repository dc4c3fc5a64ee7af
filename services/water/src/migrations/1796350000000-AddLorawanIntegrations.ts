import { sqlMigration } from '@inasaku/service-kit';

/**
 * LoRaWAN: network-server integrations (their secret kept only as sha256), LoRaWAN sensors on the
 * sensors table (connection type, DevEUI unique over all accounts, decoding map; no device token,
 * so token_sha256 may be null: a null never matches a token check), and the 未登録のデバイス
 * entries of uplinks from unknown DevEUIs (one per account and DevEUI, the latest kept).
 */
export const AddLorawanIntegrations1796350000000 = sqlMigration('AddLorawanIntegrations1796350000000', {
  up: [
    `
      CREATE TABLE IF NOT EXISTS "water"."integrations" (
        "id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "network" varchar(20) NOT NULL,
        "name" varchar(100) NOT NULL DEFAULT '',
        "secret_sha256" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "rotated_at" timestamptz,
        "revoked_at" timestamptz
      )`,
    `CREATE UNIQUE INDEX IF NOT EXISTS "integrations_secret_idx" ON "water"."integrations" ("secret_sha256")`,
    `CREATE INDEX IF NOT EXISTS "integrations_account_idx" ON "water"."integrations" ("account_id", "created_at")`,

    `ALTER TABLE "water"."sensors" ADD COLUMN IF NOT EXISTS "connection_type" varchar(10) NOT NULL DEFAULT 'http'`,
    `ALTER TABLE "water"."sensors" ADD COLUMN IF NOT EXISTS "dev_eui" char(16)`,
    `ALTER TABLE "water"."sensors" ADD COLUMN IF NOT EXISTS "decoding" jsonb`,
    `ALTER TABLE "water"."sensors" ALTER COLUMN "token_sha256" DROP NOT NULL`,
    `CREATE UNIQUE INDEX IF NOT EXISTS "sensors_dev_eui_idx" ON "water"."sensors" ("dev_eui") WHERE "dev_eui" IS NOT NULL`,

    `
      CREATE TABLE IF NOT EXISTS "water"."lorawan_unregistered" (
        "account_id" uuid NOT NULL,
        "dev_eui" char(16) NOT NULL,
        "integration_id" uuid NOT NULL,
        "device_name" varchar(100) NOT NULL DEFAULT '',
        "sample" jsonb,
        "uplinks" integer NOT NULL DEFAULT 1,
        "first_seen_at" timestamptz NOT NULL DEFAULT now(),
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("account_id", "dev_eui")
      )`,
  ],

  down: [
    `DROP TABLE IF EXISTS "water"."lorawan_unregistered"`,
    `DROP INDEX IF EXISTS "water"."sensors_dev_eui_idx"`,
    `ALTER TABLE "water"."sensors" DROP COLUMN IF EXISTS "decoding"`,
    `ALTER TABLE "water"."sensors" DROP COLUMN IF EXISTS "dev_eui"`,
    `ALTER TABLE "water"."sensors" DROP COLUMN IF EXISTS "connection_type"`,
    `DROP TABLE IF EXISTS "water"."integrations"`,
  ],
});
