import { sqlMigration } from '@inasaku/service-kit';

/**
 * The account screens' data: management years keyed by their Tokyo year, access logs, notices and read marks,
 * inquiries, subscriptions, anonymous closure reasons, the renewal flag of a paid plan.
 */
export const AccountDomain1795500000000 = sqlMigration('AccountDomain1795500000000', {
  up: [
    // One year per account: the unique key makes the new-year creation safe under races.
    `ALTER TABLE "account"."managements" ADD COLUMN "year" smallint`,
    `UPDATE "account"."managements" SET "year" = extract(year FROM "start_datetime" AT TIME ZONE 'Asia/Tokyo')`,
    `ALTER TABLE "account"."managements" ALTER COLUMN "year" SET NOT NULL`,
    `CREATE UNIQUE INDEX "managements_account_year_key" ON "account"."managements" ("account_id", "year")`,

    // A cancelled paid plan stops at paying_end_datetime; any other paid plan runs on.
    `ALTER TABLE "account"."accounts" ADD COLUMN "plan_cancelled" boolean NOT NULL DEFAULT false`,

    `
      CREATE TABLE "account"."access_logs" (
        "log_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" uuid,
        "menu" char(2) NOT NULL,
        "ope" char(1) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "access_logs_account_idx" ON "account"."access_logs" ("account_id", "created_at")`,
    `CREATE INDEX "login_logs_account_idx" ON "account"."login_logs" ("account_id")`,

    `
      CREATE TABLE "account"."informations" (
        "information_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL REFERENCES "account"."accounts" ("account_id") ON DELETE CASCADE,
        "management_id" uuid NOT NULL REFERENCES "account"."managements" ("management_id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL,
        "contributor_name" text NOT NULL,
        "title" varchar(100) NOT NULL,
        "contents" varchar(1000) NOT NULL DEFAULT '',
        "image_paths" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE INDEX "informations_year_idx"
        ON "account"."informations" ("account_id", "management_id", "created_at" DESC, "information_id" DESC)`,
    `
      CREATE TABLE "account"."information_reads" (
        "information_id" uuid NOT NULL REFERENCES "account"."informations" ("information_id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "account"."users" ("user_id") ON DELETE CASCADE,
        "account_id" uuid NOT NULL,
        "read_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("information_id", "user_id")
      )`,
    `CREATE INDEX "information_reads_account_idx" ON "account"."information_reads" ("account_id")`,

    `
      CREATE TABLE "account"."inquiries" (
        "inquiry_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" uuid,
        "email" text NOT NULL,
        "display_name" text NOT NULL,
        "comment" varchar(500) NOT NULL,
        "mailed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "inquiries_account_idx" ON "account"."inquiries" ("account_id", "created_at")`,

    `
      CREATE TABLE "account"."subscriptions" (
        "subscription_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL REFERENCES "account"."accounts" ("account_id") ON DELETE CASCADE,
        "provider" text NOT NULL CHECK ("provider" IN ('sandbox', 'payjp')),
        "customer_ref" text NOT NULL,
        "subscription_ref" text NOT NULL,
        "status" text NOT NULL CHECK ("status" IN ('active', 'cancelled')),
        "amount" integer NOT NULL,
        "current_period_end" timestamptz NOT NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "cancelled_at" timestamptz
      )`,
    // One contract per account (spec 001 §9): a second active one cannot be stored.
    `
      CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "account"."subscriptions" ("account_id") WHERE "status" = 'active'`,

    // Why accounts leave, kept without anything that identifies the account or its people.
    `
      CREATE TABLE "account"."account_closures" (
        "closure_id" uuid PRIMARY KEY,
        "comment" varchar(1000) NOT NULL DEFAULT '',
        "plan_type" smallint NOT NULL,
        "user_count" integer NOT NULL,
        "account_age_days" integer NOT NULL,
        "closed_at" timestamptz NOT NULL DEFAULT now()
      )`,
  ],

  down: [
    ...['account_closures', 'subscriptions', 'inquiries', 'information_reads', 'informations', 'access_logs'].map((table) => `DROP TABLE IF EXISTS "account"."${table}"`),
    `DROP INDEX IF EXISTS "account"."login_logs_account_idx"`,
    `ALTER TABLE "account"."accounts" DROP COLUMN IF EXISTS "plan_cancelled"`,
    `DROP INDEX IF EXISTS "account"."managements_account_year_key"`,
    `ALTER TABLE "account"."managements" DROP COLUMN IF EXISTS "year"`,
  ],
});
