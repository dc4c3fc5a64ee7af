import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account screens' data: management years keyed by their Tokyo year, access logs, notices and read marks,
 * inquiries, subscriptions, anonymous closure reasons, the renewal flag of a paid plan.
 */
export class AccountDomain1795500000000 implements MigrationInterface {
  name = 'AccountDomain1795500000000';

  async up(q: QueryRunner): Promise<void> {
    // One year per account: the unique key makes the new-year creation safe under races.
    await q.query(`ALTER TABLE "account"."managements" ADD COLUMN "year" smallint`);
    await q.query(`UPDATE "account"."managements" SET "year" = extract(year FROM "start_datetime" AT TIME ZONE 'Asia/Tokyo')`);
    await q.query(`ALTER TABLE "account"."managements" ALTER COLUMN "year" SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "managements_account_year_key" ON "account"."managements" ("account_id", "year")`);

    // A cancelled paid plan stops at paying_end_datetime; any other paid plan runs on.
    await q.query(`ALTER TABLE "account"."accounts" ADD COLUMN "plan_cancelled" boolean NOT NULL DEFAULT false`);

    await q.query(`
      CREATE TABLE "account"."access_logs" (
        "log_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" uuid,
        "menu" char(2) NOT NULL,
        "ope" char(1) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "access_logs_account_idx" ON "account"."access_logs" ("account_id", "created_at")`);
    await q.query(`CREATE INDEX "login_logs_account_idx" ON "account"."login_logs" ("account_id")`);

    await q.query(`
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
      )`);
    await q.query(`
      CREATE INDEX "informations_year_idx"
        ON "account"."informations" ("account_id", "management_id", "created_at" DESC, "information_id" DESC)`);
    await q.query(`
      CREATE TABLE "account"."information_reads" (
        "information_id" uuid NOT NULL REFERENCES "account"."informations" ("information_id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "account"."users" ("user_id") ON DELETE CASCADE,
        "account_id" uuid NOT NULL,
        "read_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("information_id", "user_id")
      )`);
    await q.query(`CREATE INDEX "information_reads_account_idx" ON "account"."information_reads" ("account_id")`);

    await q.query(`
      CREATE TABLE "account"."inquiries" (
        "inquiry_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" uuid,
        "email" text NOT NULL,
        "display_name" text NOT NULL,
        "comment" varchar(500) NOT NULL,
        "mailed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "inquiries_account_idx" ON "account"."inquiries" ("account_id", "created_at")`);

    await q.query(`
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
      )`);
    // One contract per account (spec 001 §9): a second active one cannot be stored.
    await q.query(`
      CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "account"."subscriptions" ("account_id") WHERE "status" = 'active'`);

    // Why accounts leave, kept without anything that identifies the account or its people.
    await q.query(`
      CREATE TABLE "account"."account_closures" (
        "closure_id" uuid PRIMARY KEY,
        "comment" varchar(1000) NOT NULL DEFAULT '',
        "plan_type" smallint NOT NULL,
        "user_count" integer NOT NULL,
        "account_age_days" integer NOT NULL,
        "closed_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['account_closures', 'subscriptions', 'inquiries', 'information_reads', 'informations', 'access_logs']) {
      await q.query(`DROP TABLE IF EXISTS "account"."${table}"`);
    }
    await q.query(`DROP INDEX IF EXISTS "account"."login_logs_account_idx"`);
    await q.query(`ALTER TABLE "account"."accounts" DROP COLUMN IF EXISTS "plan_cancelled"`);
    await q.query(`DROP INDEX IF EXISTS "account"."managements_account_year_key"`);
    await q.query(`ALTER TABLE "account"."managements" DROP COLUMN IF EXISTS "year"`);
  }
}
