import { sqlMigration } from '@inasaku/service-kit';

export const CreateWeatherTables1795600000000 = sqlMigration('CreateWeatherTables1795600000000', {
  up: [
    // A grid cell: weather belongs to a place. Refresh and history bookkeeping live here so
    // that replicas coordinate through the row (claims) and the Redis lock.
    `
      CREATE TABLE "weather"."cells" (
        "cell_id" varchar(32) PRIMARY KEY,
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "refreshed_at" timestamptz,
        "next_refresh_at" timestamptz NOT NULL DEFAULT now(),
        "history_year" integer,
        "history_claimed_at" timestamptz,
        "next_history_at" timestamptz NOT NULL DEFAULT now(),
        "climate_year" integer,
        "current_temperature" double precision,
        "current_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    // The account's home position as last announced by the account service.
    `
      CREATE TABLE "weather"."account_positions" (
        "account_id" uuid PRIMARY KEY,
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "cell_id" varchar(32) NOT NULL REFERENCES "weather"."cells" ("cell_id"),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "account_positions_cell_idx" ON "weather"."account_positions" ("cell_id")`,
    `
      CREATE TABLE "weather"."days" (
        "cell_id" varchar(32) NOT NULL REFERENCES "weather"."cells" ("cell_id") ON DELETE CASCADE,
        "date" date NOT NULL,
        "weather_type" varchar(16) NOT NULL,
        "temperature_high" real,
        "temperature_low" real,
        "temperature_ave" real,
        "precip_intensity" real,
        "precip_total" real,
        "wind_speed" real,
        "precip_probability" smallint,
        "forecast" boolean NOT NULL,
        "fetched_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("cell_id", "date")
      )`,
    // Hours are kept for the recent past and the forecast only (pruned after 14 days).
    `
      CREATE TABLE "weather"."hours" (
        "cell_id" varchar(32) NOT NULL REFERENCES "weather"."cells" ("cell_id") ON DELETE CASCADE,
        "at" timestamptz NOT NULL,
        "weather_type" varchar(16) NOT NULL,
        "temperature" real,
        "precip_probability" smallint,
        "precip_intensity" real,
        "wind_speed" real,
        "wind_bearing" smallint,
        PRIMARY KEY ("cell_id", "at")
      )`,
    // Normals of the cell: mean daily average of the same calendar day over past years.
    `
      CREATE TABLE "weather"."normals" (
        "cell_id" varchar(32) NOT NULL REFERENCES "weather"."cells" ("cell_id") ON DELETE CASCADE,
        "month_day" char(5) NOT NULL,
        "temperature_ave" real NOT NULL,
        PRIMARY KEY ("cell_id", "month_day")
      )`,
    `
      CREATE TABLE "weather"."settings" (
        "setting_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" varchar(64) NOT NULL,
        "name" varchar(20) NOT NULL,
        "start_date" date NOT NULL,
        "cumulative" integer NOT NULL CHECK ("cumulative" BETWEEN 1 AND 9999),
        "basetemp" numeric(5, 1) NOT NULL DEFAULT 0,
        "correction" numeric(5, 1) NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "settings_account_year_idx" ON "weather"."settings" ("account_id", "management_id", "start_date")`,
  ],

  down: ['settings', 'normals', 'hours', 'days', 'account_positions', 'cells'].map((t) => `DROP TABLE "weather"."${t}"`),
});
