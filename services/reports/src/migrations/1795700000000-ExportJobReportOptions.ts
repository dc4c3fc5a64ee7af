import { sqlMigration } from '@inasaku/service-kit';

/**
 * The report options a job was asked with (the screen's 全項目表示 and ほ場外作業表示). One running
 * job per account, year and options: a request with other options starts its own job instead of
 * answering a file laid out differently from the screen.
 */
export const ExportJobReportOptions1795700000000 = sqlMigration('ExportJobReportOptions1795700000000', {
  up: [
    `ALTER TABLE "reports"."export_jobs" ADD COLUMN "show_all" boolean NOT NULL DEFAULT false, ADD COLUMN "show_outside" boolean NOT NULL DEFAULT false`,
    `DROP INDEX "reports"."export_jobs_running_idx"`,
    `CREATE UNIQUE INDEX "export_jobs_running_idx" ON "reports"."export_jobs" ("account_id", "management_id", "show_all", "show_outside") WHERE "status" = 1`,
  ],

  down: [
    `DELETE FROM "reports"."export_jobs" WHERE "status" = 1 AND ("show_all" OR "show_outside")`,
    `DROP INDEX "reports"."export_jobs_running_idx"`,
    `CREATE UNIQUE INDEX "export_jobs_running_idx" ON "reports"."export_jobs" ("account_id", "management_id") WHERE "status" = 1`,
    `ALTER TABLE "reports"."export_jobs" DROP COLUMN "show_all", DROP COLUMN "show_outside"`,
  ],
});
