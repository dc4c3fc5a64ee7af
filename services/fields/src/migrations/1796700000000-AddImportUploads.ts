import { sqlMigration } from '@inasaku/service-kit';

/**
 * Parts of an import file too large for one request, kept per account and year until the import
 * is confirmed (then deleted) or a day has passed. Not fields: nothing here is shown anywhere.
 */
export const AddImportUploads1796700000000 = sqlMigration('AddImportUploads1796700000000', {
  up: [
    `
      CREATE TABLE "fields"."import_upload_parts" (
        "upload_id" uuid NOT NULL,
        "part" integer NOT NULL,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "content" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("upload_id", "part")
      )`,
    `CREATE INDEX "import_upload_parts_created_idx" ON "fields"."import_upload_parts" ("created_at")`,
  ],

  down: [
    `DROP TABLE IF EXISTS "fields"."import_upload_parts"`,
  ],
});
