import { sqlMigration } from '@inasaku/service-kit';

/**
 * Alert delivery to people: Web Push subscriptions (per user and endpoint, the account's users
 * only), each user's notification preferences, the account's LINE channel (its token encrypted)
 * and each user's LINE user ID, and one row per delivery (notice x channel x target) that is at
 * once the retry queue (status pending, next_attempt_at), the record of where an alert went and
 * the reminders still to come. Rows go with their user and with their account.
 */
export const CreateAlertDelivery1796500000000 = sqlMigration('CreateAlertDelivery1796500000000', {
  up: [
    `
      CREATE TABLE IF NOT EXISTS "water"."push_subscriptions" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "endpoint" varchar(2048) NOT NULL,
        "p256dh" text NOT NULL,
        "auth" text NOT NULL,
        "device_name" varchar(50) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "last_success_at" timestamptz,
        "last_failure" text,
        UNIQUE ("user_id", "endpoint")
      )`,
    `CREATE INDEX IF NOT EXISTS "push_subscriptions_account_idx" ON "water"."push_subscriptions" ("account_id")`,
    `
      CREATE TABLE IF NOT EXISTS "water"."notification_preferences" (
        "user_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "prefs" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX IF NOT EXISTS "notification_preferences_account_idx" ON "water"."notification_preferences" ("account_id")`,
    `
      CREATE TABLE IF NOT EXISTS "water"."line_channels" (
        "account_id" uuid PRIMARY KEY,
        "token_sealed" bytea,
        "enabled" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `COMMENT ON COLUMN "water"."line_channels"."token_sealed" IS 'AES-256-GCM: 12-byte IV, 16-byte tag, ciphertext; the account id is the associated data'`,
    `
      CREATE TABLE IF NOT EXISTS "water"."line_links" (
        "user_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "line_user_id" varchar(33) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX IF NOT EXISTS "line_links_account_idx" ON "water"."line_links" ("account_id")`,
    `
      CREATE TABLE IF NOT EXISTS "water"."alert_deliveries" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "notice_id" uuid NOT NULL,
        "alert_id" uuid,
        "account_id" uuid NOT NULL,
        "sensor_id" uuid NOT NULL,
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('danger', 'warning', 'silent', 'battery', 'recovery', 'reminder')),
        "channel" varchar(8) NOT NULL CHECK ("channel" IN ('push', 'email', 'line', 'reminder')),
        "target" text NOT NULL,
        "user_id" uuid,
        "subscription_id" bigint,
        "content" jsonb NOT NULL,
        "status" varchar(8) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'sent', 'failed', 'gone', 'dropped')),
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL,
        "sent_count" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "done_at" timestamptz,
        UNIQUE ("notice_id", "channel", "target")
      )`,
    `CREATE INDEX IF NOT EXISTS "alert_deliveries_due_idx" ON "water"."alert_deliveries" ("next_attempt_at") WHERE "status" = 'pending'`,
    `CREATE INDEX IF NOT EXISTS "alert_deliveries_alert_idx" ON "water"."alert_deliveries" ("alert_id")`,
    `CREATE INDEX IF NOT EXISTS "alert_deliveries_account_idx" ON "water"."alert_deliveries" ("account_id")`,
  ],

  down: ['alert_deliveries', 'line_links', 'line_channels', 'notification_preferences', 'push_subscriptions'].map((t) => `DROP TABLE IF EXISTS "water"."${t}"`),
});
