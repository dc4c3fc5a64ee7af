import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per management year whose paddy fields and brands were carried over from the year before. */
export class CreateYearCarryovers1795600000000 implements MigrationInterface {
  name = 'CreateYearCarryovers1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "fields"."year_carryovers" (
        "management_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "from_management_id" uuid NOT NULL,
        "paddy_field_count" integer NOT NULL,
        "brand_count" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "year_carryovers_account_idx" ON "fields"."year_carryovers" ("account_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "fields"."year_carryovers"`);
  }
}
