import { sqlMigration } from '@inasaku/service-kit';

export const CreateGateTables1796000000000 = sqlMigration('CreateGateTables1796000000000', {
  up: [
    // The current state of one field's two gates. A field without a row has both gates closed;
    // rows of deleted fields are removed on fields.paddy-field.deleted (their log rows stay).
    `
      CREATE TABLE "water"."water_gates" (
        "paddy_field_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "supply_status" smallint NOT NULL DEFAULT 0 CHECK ("supply_status" IN (0, 1, 2)),
        "supply_time" timestamptz,
        "supply_worker" varchar(100),
        "out_status" smallint NOT NULL DEFAULT 0 CHECK ("out_status" IN (0, 1, 2)),
        "out_time" timestamptz,
        "out_worker" varchar(100),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "water_gates_year_idx" ON "water"."water_gates" ("account_id", "management_id")`,
    // One row per field per record; the field's name is kept as it was, so the log still reads
    // right after a rename or a delete.
    `
      CREATE TABLE "water"."water_gate_logs" (
        "log_id" uuid PRIMARY KEY,
        "seq" bigint GENERATED ALWAYS AS IDENTITY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "paddy_field_id" uuid NOT NULL,
        "paddy_field_name" varchar(100),
        "gate_type" smallint NOT NULL CHECK ("gate_type" IN (1, 2)),
        "gate_status" smallint NOT NULL CHECK ("gate_status" IN (0, 1, 2)),
        "datetime" timestamptz NOT NULL,
        "worker" varchar(100) NOT NULL,
        "user_id" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "water_gate_logs_year_idx" ON "water"."water_gate_logs" ("account_id", "management_id", "datetime" DESC, "seq" DESC)`,
  ],

  down: [
    `DROP TABLE "water"."water_gate_logs"`,
    `DROP TABLE "water"."water_gates"`,
  ],
});
