import { sqlMigration } from '@inasaku/service-kit';

/** One row per management year whose paddy fields and brands were carried over from the year before. */
export const CreateYearCarryovers1795600000000 = sqlMigration('CreateYearCarryovers1795600000000', {
  up: [
    `
      CREATE TABLE "fields"."year_carryovers" (
        "management_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "from_management_id" uuid NOT NULL,
        "paddy_field_count" integer NOT NULL,
        "brand_count" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "year_carryovers_account_idx" ON "fields"."year_carryovers" ("account_id")`,
  ],

  down: [
    `DROP TABLE IF EXISTS "fields"."year_carryovers"`,
  ],
});
