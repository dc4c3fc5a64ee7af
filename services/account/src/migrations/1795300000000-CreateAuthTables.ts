import { sqlMigration } from '@inasaku/service-kit';

export const CreateAuthTables1795300000000 = sqlMigration('CreateAuthTables1795300000000', {
  up: [
    `
      CREATE TABLE "account"."accounts" (
        "account_id" uuid PRIMARY KEY,
        "root_users" uuid[] NOT NULL,
        "plan_type" smallint NOT NULL DEFAULT 1 CHECK ("plan_type" BETWEEN 1 AND 4),
        "admin" boolean NOT NULL DEFAULT false,
        "water_management" boolean NOT NULL DEFAULT false,
        "paying_end_datetime" timestamptz NOT NULL,
        "area_name" text,
        "area_lat" double precision,
        "area_lng" double precision,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "account"."managements" (
        "management_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL REFERENCES "account"."accounts" ("account_id") ON DELETE CASCADE,
        "start_datetime" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("account_id", "start_datetime")
      )`,
    `
      CREATE TABLE "account"."users" (
        "user_id" uuid PRIMARY KEY,
        "account_id" uuid REFERENCES "account"."accounts" ("account_id") ON DELETE CASCADE,
        "email" text NOT NULL CHECK ("email" = lower("email")),
        "display_name" text NOT NULL,
        "color" text NOT NULL DEFAULT '#E57373',
        "password_hash" text NOT NULL,
        "confirmed" boolean NOT NULL DEFAULT false,
        "must_change_password" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX "users_email_key" ON "account"."users" ("email")`,
    `CREATE INDEX "users_account_idx" ON "account"."users" ("account_id")`,
    `
      CREATE TABLE "account"."verification_codes" (
        "id" uuid PRIMARY KEY,
        "email" text NOT NULL,
        "purpose" text NOT NULL CHECK ("purpose" IN ('signup', 'reset')),
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "consumed" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "verification_codes_lookup_idx" ON "account"."verification_codes" ("email", "purpose", "created_at" DESC)`,
    `
      CREATE TABLE "account"."sessions" (
        "session_id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "account"."users" ("user_id") ON DELETE CASCADE,
        "family_id" uuid NOT NULL,
        "token_hash" text NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "replaced_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "sessions_family_idx" ON "account"."sessions" ("family_id")`,
    `CREATE INDEX "sessions_user_idx" ON "account"."sessions" ("user_id")`,
    `
      CREATE TABLE "account"."login_logs" (
        "log_id" uuid PRIMARY KEY,
        "account_id" uuid,
        "user_id" uuid,
        "ope" text NOT NULL,
        "addr" text,
        "tmp" text,
        "errcode" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "account"."maintenance" (
        "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "on" boolean NOT NULL DEFAULT false,
        "message" text NOT NULL DEFAULT '',
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
  ],

  down: ['maintenance', 'login_logs', 'sessions', 'verification_codes', 'users', 'managements', 'accounts'].map((table) => `DROP TABLE IF EXISTS "account"."${table}"`),
});
