import { sqlMigration } from '@inasaku/service-kit';

export const CreateExportJobs1795600000000 = sqlMigration('CreateExportJobs1795600000000', {
  up: [
    `
      CREATE TABLE "reports"."export_jobs" (
        "job_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "user_id" varchar(64),
        "status" smallint NOT NULL CHECK ("status" IN (1, 2, 9)),
        "done_count" integer NOT NULL DEFAULT 0,
        "total_count" integer NOT NULL DEFAULT 0,
        "file_key" text,
        "filename" text,
        "file_size" bigint,
        "error" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "heartbeat_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    // At most one running export per account and year: a second request answers the first job.
    `CREATE UNIQUE INDEX "export_jobs_running_idx" ON "reports"."export_jobs" ("account_id", "management_id") WHERE "status" = 1`,
    `CREATE INDEX "export_jobs_stale_idx" ON "reports"."export_jobs" ("heartbeat_at") WHERE "status" = 1`,
  ],

  down: [
    `DROP TABLE IF EXISTS "reports"."export_jobs"`,
  ],
});
