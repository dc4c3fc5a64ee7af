import { z } from 'zod';

/**
 * The archive image Excel export (spec 001 §4, §7 `POST`/`GET /inasaku/archive/work` with
 * `with_image 1`): a workbook of the year's work records with their photos embedded, too heavy
 * for a phone's browser, so the reports service builds it. POST starts a job (or answers the
 * account's job of that year that is still running); GET with the job id is the polling call.
 * The browser polls every ARCHIVE_POLLING.intervalMs and gives up after `timeout` seconds.
 */
/** The product name of the Excel file names (spec 001 §9 `{product}`), as /config.json serves it. */
export const PRODUCT_NAME = '稲作';

export const EXPORT_JOB_STATUS = { running: 1, done: 2, failed: 9 } as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUS)[keyof typeof EXPORT_JOB_STATUS];
const exportJobStatusSchema = z.union([z.literal(EXPORT_JOB_STATUS.running), z.literal(EXPORT_JOB_STATUS.done), z.literal(EXPORT_JOB_STATUS.failed)]);

export const ARCHIVE_POLLING = {
  /** spec 001 §9: every 5 seconds */
  intervalMs: 5_000,
  /** spec 001 §4, §9: default client timeout */
  timeoutSeconds: 300,
} as const;

export const EXPORT_MESSAGES = {
  withImage: '画像付き出力（with_image=1）を指定してください。',
  jobId: 'ジョブIDの形式が正しくありません。',
  flag: '表示の指定は0か1で指定してください。',
} as const;

const withImageField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.literal(1, { message: EXPORT_MESSAGES.withImage }),
);

const flagField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { message: EXPORT_MESSAGES.flag }),
);

/**
 * POST /inasaku/archive/work (JSON body) -> ExportJob. The workbook has the columns and rows of
 * the work report as the screen shows them: `show_all` is its 全項目表示, `show_outside` its
 * ほ場外作業表示 (both 0 when absent, as the screen opens).
 */
export const requestArchiveSchema = z.object({
  management_id: z.string().optional(),
  with_image: withImageField,
  show_all: flagField.optional(),
  show_outside: flagField.optional(),
});

/** GET /inasaku/archive/work (query) -> ExportJob; 404 for a job that is not the account's. */
export const monitorArchiveSchema = z.object({
  management_id: z.string().optional(),
  with_image: withImageField,
  job_id: z.uuid({ message: EXPORT_MESSAGES.jobId }),
});

/** NATS only (`reports.export-jobs.file`, asked by the gateway): where the finished file of a job is. */
export const exportFileSchema = z.object({
  job_id: z.uuid({ message: EXPORT_MESSAGES.jobId }),
});

export type RequestArchiveRequest = z.infer<typeof requestArchiveSchema>;
export type MonitorArchiveRequest = z.infer<typeof monitorArchiveSchema>;
export type ExportFileRequest = z.infer<typeof exportFileSchema>;

/** The polling job of spec 001 §3 (status, download_url, filename) with its progress. */
export const exportJobSchema = z.object({
  job_id: z.string(),
  status: exportJobStatusSchema,
  /** work records written so far / in all (0 / 0 until the records are read) */
  progress: z.object({
    done: z.number(),
    total: z.number(),
  }),
  /** '/media/exports/<job_id>' once done and until it expires; only the job's account can read it */
  download_url: z.string().nullable(),
  /** '{product}_{year}_history_{YYYYMMDDHHmmss}.xlsx' */
  filename: z.string().nullable(),
  /** ISO 8601: the download URL stops working after this */
  expires_at: z.string().nullable(),
  /** client timeout in seconds (the polling parameter) */
  timeout: z.number(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** The answer of `reports.export-jobs.file`. */
export interface ExportFile {
  /** the blob key of the workbook */
  key: string;
  filename: string;
  size: number;
}

/** The same-origin URL serving a finished export (session cookie). */
export function exportDownloadUrl(jobId: string): string {
  return `/media/exports/${jobId}`;
}
