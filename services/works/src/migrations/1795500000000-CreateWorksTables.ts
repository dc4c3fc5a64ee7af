import { sqlMigration } from '@inasaku/service-kit';

export const CreateWorksTables1795500000000 = sqlMigration('CreateWorksTables1795500000000', {
  up: [
    // Seasons and items belong to the account; deleted ones are kept (deleted_at) so that
    // their histories stay explainable, but no screen shows them.
    `
      CREATE TABLE "works"."seasons" (
        "season_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "season_name" varchar(100) NOT NULL,
        "color" varchar(7) NOT NULL,
        "is_not_paddy_field_item" boolean NOT NULL DEFAULT false,
        "sort_key" integer NOT NULL,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "seasons_account_idx" ON "works"."seasons" ("account_id", "sort_key") WHERE "deleted_at" IS NULL`,
    `
      CREATE TABLE "works"."items" (
        "item_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "season_id" uuid NOT NULL REFERENCES "works"."seasons" ("season_id"),
        "item_name" varchar(100) NOT NULL,
        "item_area_total" numeric(11, 2),
        "item_progress" char(1) CHECK ("item_progress" IN ('1', '2')),
        "item_pattern" char(1) NOT NULL CHECK ("item_pattern" IN ('1', '2')),
        "sort_key" integer NOT NULL,
        "item_details" jsonb NOT NULL,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "items_account_idx" ON "works"."items" ("account_id", "season_id", "sort_key") WHERE "deleted_at" IS NULL`,
    // One row per account whose starting seasons were created: makes the seeding idempotent.
    `
      CREATE TABLE "works"."master_data_seeds" (
        "account_id" uuid PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "works"."work_histories" (
        "work_history_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "season_id" uuid NOT NULL,
        "item_id" uuid NOT NULL REFERENCES "works"."items" ("item_id"),
        "paddy_field_id" uuid,
        "work_items" jsonb NOT NULL,
        "work_items_auto" jsonb NOT NULL DEFAULT '{}',
        "image_paths" text[] NOT NULL DEFAULT '{}',
        "work_date" date,
        "worker" varchar(100),
        "search_text" text NOT NULL DEFAULT '',
        "create_user_id" varchar(64),
        "update_user_id" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz
      )`,
    // The field side panel and the overwrite pattern read by field; progress, summaries and
    // global histories by item. Rows of deleted fields (deleted_at) are never read.
    `CREATE INDEX "work_histories_field_idx" ON "works"."work_histories" ("account_id", "management_id", "paddy_field_id", "item_id") WHERE "deleted_at" IS NULL`,
    `CREATE INDEX "work_histories_item_idx" ON "works"."work_histories" ("account_id", "management_id", "item_id") WHERE "deleted_at" IS NULL`,
    `
      CREATE TABLE "works"."work_logs" (
        "log_id" uuid PRIMARY KEY,
        "seq" bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "type" smallint NOT NULL CHECK ("type" IN (1, 2, 3)),
        "del_flg" char(1) NOT NULL DEFAULT '0' CHECK ("del_flg" IN ('0', '1')),
        "work_history_ids" uuid[] NOT NULL DEFAULT '{}',
        "work_date" date,
        "worker" varchar(100),
        "season_name" varchar(100) NOT NULL,
        "item_name" varchar(100) NOT NULL,
        "is_not_paddy_field_item" boolean NOT NULL DEFAULT false,
        "paddy_fields" jsonb NOT NULL DEFAULT '[]',
        "area_total" numeric(16, 2),
        "item_details" jsonb NOT NULL DEFAULT '[]',
        "image_paths" text[] NOT NULL DEFAULT '{}',
        "user_id" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "work_logs_year_idx" ON "works"."work_logs" ("account_id", "management_id", "seq" DESC)`,
    `CREATE INDEX "work_logs_histories_idx" ON "works"."work_logs" USING gin ("work_history_ids") WHERE "del_flg" = '0'`,
    `
      CREATE TABLE "works"."location_histories" (
        "location_id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "user_id" varchar(64) NOT NULL,
        "lat" double precision NOT NULL CHECK ("lat" BETWEEN -90 AND 90),
        "lon" double precision NOT NULL CHECK ("lon" BETWEEN -180 AND 180),
        "location_time" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "location_histories_time_idx" ON "works"."location_histories" ("account_id", "location_time")`,
  ],

  down: ['location_histories', 'work_logs', 'work_histories', 'master_data_seeds', 'items', 'seasons'].map((table) => `DROP TABLE IF EXISTS "works"."${table}"`),
});
