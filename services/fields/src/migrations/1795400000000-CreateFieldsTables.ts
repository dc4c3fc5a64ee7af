import { sqlMigration } from '@inasaku/service-kit';

const PIN_TYPES = "'010','020','030','040','050','060','070','080','090','100'";

export const CreateFieldsTables1795400000000 = sqlMigration('CreateFieldsTables1795400000000', {
  up: [
    `
      CREATE TABLE "fields"."brands" (
        "brand_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "brand_name" varchar(20) NOT NULL,
        "sort_key" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "brands_management_idx" ON "fields"."brands" ("account_id", "management_id", "sort_key")`,
    // One row per year whose starting brands were created: makes the seeding idempotent.
    `
      CREATE TABLE "fields"."brand_seeds" (
        "management_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "brand_seeds_account_idx" ON "fields"."brand_seeds" ("account_id")`,
    `
      CREATE TABLE "fields"."paddy_fields" (
        "paddy_field_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "sequence" integer NOT NULL,
        "name" varchar(100),
        "map_pos" text NOT NULL,
        "latitude" numeric NOT NULL CHECK ("latitude" BETWEEN -90 AND 90),
        "longitude" numeric NOT NULL CHECK ("longitude" BETWEEN -180 AND 180),
        "area" numeric(11, 2) CHECK ("area" >= 0),
        "brand_id" uuid REFERENCES "fields"."brands" ("brand_id") ON DELETE SET NULL,
        "kousakusha" varchar(100),
        "pin_type" char(3) NOT NULL DEFAULT '040' CHECK ("pin_type" IN (${PIN_TYPES})),
        "remarks" varchar(1000),
        "tag_no" varchar(100),
        "sensor_start_date" date,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("management_id", "sequence")
      )`,
    `CREATE INDEX "paddy_fields_management_idx" ON "fields"."paddy_fields" ("account_id", "management_id")`,
    `CREATE INDEX "paddy_fields_brand_idx" ON "fields"."paddy_fields" ("brand_id")`,
    // Last sequence handed out per year, so a number is never given twice even after deletes.
    `
      CREATE TABLE "fields"."paddy_field_counters" (
        "management_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "last_sequence" integer NOT NULL
      )`,
    `
      CREATE TABLE "fields"."landmarks" (
        "landmark_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "name" varchar(100) NOT NULL DEFAULT '',
        "icon" varchar(3) NOT NULL DEFAULT '000',
        "latitude" numeric NOT NULL CHECK ("latitude" BETWEEN -90 AND 90),
        "longitude" numeric NOT NULL CHECK ("longitude" BETWEEN -180 AND 180),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "landmarks_account_idx" ON "fields"."landmarks" ("account_id", "created_at")`,
  ],

  down: ['landmarks', 'paddy_field_counters', 'paddy_fields', 'brand_seeds', 'brands'].map((table) => `DROP TABLE IF EXISTS "fields"."${table}"`),
});
