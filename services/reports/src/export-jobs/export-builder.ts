import path from 'node:path';
import fs from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PRODUCT_NAME, SUBJECTS, WORKS_SUBJECTS, expandReportHistory, reportDetailOrder,
  type Management, type ReportPaddyField, type ReportWorkData, type ReportWorkEntry, type ReportWorkHistory, type RequestContext, type Season,
} from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';
import { REPORT_BLOB_STORE, XLSX_CONTENT_TYPE, exportKey, type ReportBlobStore } from '../blob/blob-store';
import { REPORTS_ENV, type ReportsEnv } from '../config/reports-env';
import type { ExportJobEntity } from './entities/export-job.entity';
import { EXPORT_HEADERS, exportRows } from './export-rows';
import { ExportJobsRepository } from './export-jobs.repository';
import { ImageWorkbookWriter } from './image-workbook';

/** Thrown when the service stops mid-build: the job goes back to the queue instead of failing. */
export class BuildInterrupted extends Error {}

const PROGRESS_EVERY_MS = 1000;
const IMAGE_ROW_HEIGHT_PT = 75;

/** 'YYYYMMDDHHmmss' in Japan time. */
export function jstStamp(at: Date): string {
  const t = new Date(at.getTime() + 9 * 3600_000).toISOString();
  return t.slice(0, 19).replace(/[-T:]/g, '');
}

function excelDate(value: string | null): Date | string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : value;
}

/**
 * Builds one job's workbook: reads the year's records from works (the report-data pages),
 * streams the rows and photos to a scratch file, then moves it into the blob store.
 */
@Injectable()
export class ExportBuilder {
  private readonly logger = new Logger(ExportBuilder.name);

  constructor(
    private readonly client: ServiceClient,
    private readonly jobs: ExportJobsRepository,
    @Inject(REPORT_BLOB_STORE) private readonly store: ReportBlobStore,
    @Inject(REPORTS_ENV) private readonly env: ReportsEnv,
  ) {}

  async build(job: ExportJobEntity, stopping: () => boolean, heartbeat: () => void): Promise<void> {
    const context: RequestContext = {
      accountId: job.accountId, userId: job.userId, managementId: job.managementId, isRootUser: false, admin: false,
      planType: null, pastYear: false, requestId: `export-${job.jobId}`,
    };
    const { fields, seasons, histories } = await this.readRecords(context);
    const rows = exportRows(fields, seasons, histories);
    const total = rows.length;
    await this.jobs.progress(job.jobId, 0, total);
    const maxImages = Math.max(1, ...rows.map((r) => r.images.length));
    await fs.promises.mkdir(this.store.tmpDir, { recursive: true });
    const file = path.join(this.store.tmpDir, `${job.jobId}-${job.attempts}.xlsx`);
    const writer = new ImageWorkbookWriter(file, [
      ...EXPORT_HEADERS.map((header, i) => ({ header, width: [6, 16, 14, 16, 12, 12, 40][i] })),
      ...Array.from({ length: maxImages }, (_, i) => ({ header: `画像${i + 1}`, width: 18 })),
    ]);
    const staged: (() => Promise<void>)[] = [];
    try {
      let last = Date.now();
      for (const [i, r] of rows.entries()) {
        if (stopping()) throw new BuildInterrupted('stopping');
        const images: { file: string; extension: 'jpeg' | 'png' }[] = [];
        for (const key of r.images) {
          const local = await this.store.localFile(key);
          if (!local) continue;
          staged.push(local.release);
          images.push({ file: local.file, extension: key.toLowerCase().endsWith('.png') ? 'png' : 'jpeg' });
        }
        writer.addRow(
          [r.number, r.fieldName, r.seasonName, r.itemName, excelDate(r.workDate), r.worker, r.contents, ...Array(maxImages).fill(null)],
          images, EXPORT_HEADERS.length, images.length ? IMAGE_ROW_HEIGHT_PT : undefined,
        );
        if (Date.now() - last >= PROGRESS_EVERY_MS) {
          last = Date.now();
          heartbeat();
          await this.jobs.progress(job.jobId, i + 1, total);
        }
      }
      await writer.commit();
    } catch (e) {
      await writer.discard();
      throw e;
    } finally {
      for (const release of staged) await release().catch(() => undefined);
    }
    const size = (await fs.promises.stat(file)).size;
    const key = exportKey(job.accountId, job.jobId);
    try {
      await this.store.putFile(key, file, XLSX_CONTENT_TYPE);
    } finally {
      // A store that refused the file leaves it behind: a failed job's workbook never stays on disk.
      await fs.promises.rm(file, { force: true });
    }
    const year = await this.yearOf(context);
    const filename = `${PRODUCT_NAME}_${year}_history_${jstStamp(new Date())}.xlsx`;
    await this.jobs.finish(job.jobId, { key, filename, size, expiresAt: new Date(Date.now() + this.env.EXPORT_URL_TTL_SECONDS * 1000) });
    this.logger.log({ msg: 'export built', jobId: job.jobId, rows: total, bytes: size });
  }

  /** The year's records from works: the first answer, then every other part (one at a time: memory, not speed, matters here). */
  private async readRecords(context: RequestContext): Promise<{ fields: ReportPaddyField[]; seasons: Season[]; histories: ReportWorkEntry[] }> {
    const timeout = this.env.WORKS_REQUEST_TIMEOUT_MS;
    const ask = (payload: object) => this.client.request<ReportWorkData>(WORKS_SUBJECTS.reports.workData, context, payload, timeout);
    const first = await ask({});
    const order = reportDetailOrder(first.seasons ?? []);
    const histories: ReportWorkEntry[] = [];
    const take = (rows: ReportWorkHistory[]) => {
      for (const h of rows) {
        const e = expandReportHistory(h, order);
        if (e) histories.push(e);
      }
    };
    for (let part = 0; part < Math.max(1, first.parts); part++) {
      let answer = part === 0 ? first : await ask({ part, parts: first.parts });
      take(answer.work_histories);
      while (answer.next_cursor) {
        answer = await ask({ part, parts: first.parts, cursor: answer.next_cursor });
        take(answer.work_histories);
      }
    }
    return { fields: first.paddy_fields ?? [], seasons: first.seasons ?? [], histories };
  }

  private async yearOf(context: RequestContext): Promise<string> {
    const list = await this.client
      .request<Management[]>(SUBJECTS.account.managements.list, context, {}, 3000)
      .catch(() => null);
    const found = (list ?? []).find((m) => m.management_id === context.managementId);
    return found ? found.start_datetime.slice(0, 4) : String(new Date().getFullYear());
  }
}
