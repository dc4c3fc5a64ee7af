import { sqlMigration } from '@inasaku/service-kit';

/**
 * The work search looks for any substring, in Japanese mostly two-character words (山田, 防除).
 * A GIN index over the two-character pieces of the entered values (built-in array GIN, no
 * extension needed) narrows the rows before the LIKE check. Every piece carries a short tag of
 * its year, so one year's lookups never walk through the other years' postings.
 */
export const AddSearchGrams1795500100000 = sqlMigration('AddSearchGrams1795500100000', {
  up: [
    `ALTER TABLE "works"."work_histories" ADD COLUMN "search_grams" text[] NOT NULL DEFAULT '{}'`,
    // Same pieces as work-entry.ts searchGrams, for rows written before this column existed.
    `
      UPDATE "works"."work_histories" h SET "search_grams" = ARRAY(
        SELECT DISTINCT left(h.management_id::text, 8) || ':' || substr(line, i, 2)
          FROM unnest(string_to_array(h.search_text, E'\\n')) AS line,
               generate_series(1, greatest(char_length(line) - 1, 0)) AS i)`,
    `CREATE INDEX "work_histories_grams_idx" ON "works"."work_histories" USING gin ("search_grams") WHERE "deleted_at" IS NULL`,
  ],

  down: [
    `DROP INDEX IF EXISTS "works"."work_histories_grams_idx"`,
    `ALTER TABLE "works"."work_histories" DROP COLUMN IF EXISTS "search_grams"`,
  ],
});
