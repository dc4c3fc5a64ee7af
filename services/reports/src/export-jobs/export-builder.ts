import path from 'node:path';
import fs from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { imageSize } from 'image-size';
import {
  PRODUCT_NAME, REPORT_FIRST_DATA_COLUMN, SUBJECTS, WORKS_SUBJECTS, expandReportHistory, reportDetailOrder, reportRowCells, reportSheetHead,
  reportWidths, workReportLayout,
  type Management, type ReportLayout, type ReportRow, type ReportWorkData, type ReportWorkEntry, type ReportWorkHistory, type RequestContext, type WorkReportData,
  type WorkReportOptions,
} from '@inasaku/contracts';
import { ServiceClient } from '@inasaku/service-kit';
import { formatTokyo, tokyoYearOf } from '@inasaku/domain';
import { REPORT_BLOB_STORE, XLSX_CONTENT_TYPE, exportKey, type ReportBlobStore } from '../blob/blob-store';
import { REPORTS_ENV, type ReportsEnv } from '../config/reports-env';
import type { ExportJobEntity } from './entities/export-job.entity';
import { ExportJobsRepository } from './export-jobs.repository';
import { ImageWorkbookWriter, type PlacedPhoto, type SheetHead } from './image-workbook';
import { PHOTO_ROW_HEIGHT_PT, photoBox, photoColumnWidth } from './photo-placement';

/** Thrown when the service stops mid-build: the job goes back to the queue instead of failing. */
export class BuildInterrupted extends Error {}

const PROGRESS_EVERY_MS = 1000;
/** Enough of a photo's start for its header (a JPEG's size frame may follow up to 64 KB of metadata). */
const PHOTO_HEADER_BYTES = 128 * 1024;

/** The report the image export writes: the paddy-field report with the checkboxes the request had (the screen's). */
export function imageExportReport(job: Pick<ExportJobEntity, 'showAll' | 'showOutside'>): WorkReportOptions {
  return { mode: 'paddy', showAll: job.showAll, showOutside: job.showOutside };
}

/** 'YYYYMMDDHHmmss' in Japan time. */
export function jstStamp(at: Date): string {
  return formatTokyo(at, 'YYYYMMDDHHmmss');
}

/** The sheet's header with the widths of the values and of the most photos any cell of an image column holds. */
export function imageSheetHead(layout: ReportLayout): SheetHead {
  const head = reportSheetHead(layout);
  const body = [...layout.summary, ...layout.rows];
  const widths = reportWidths(head.rows, (function* () {
    for (const row of body) yield reportRowCells(layout, row);
  })());
  const most = new Map<number, number>();
  for (const row of body) {
    for (const { col, keys } of photoCells(layout, row)) most.set(col, Math.max(most.get(col) ?? 0, keys.length));
  }
  for (const [col, count] of most) widths[col] = Math.max(widths[col] ?? 0, photoColumnWidth(count));
  return { ...head, widths, frozenColumns: REPORT_FIRST_DATA_COLUMN };
}

/** The photo keys of each image cell of a row, with the 0-based sheet column they go in. */
export function photoCells(layout: ReportLayout, row: ReportRow): { col: number; keys: string[] }[] {
  const out: { col: number; keys: string[] }[] = [];
  layout.columns.forEach((c, i) => {
    const images = c.kind === 'image' ? row.cells[c.key]?.images : undefined;
    if (images?.length) out.push({ col: REPORT_FIRST_DATA_COLUMN + i, keys: images });
  });
  return out;
}

/** A photo's pixel size and kind from its first bytes; null when they are not a JPEG or PNG header. */
async function readPhotoHeader(file: string): Promise<{ width: number; height: number; extension: 'jpeg' | 'png' } | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(PHOTO_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const size = imageSize(buffer.subarray(0, bytesRead));
    if (size.type !== 'jpg' && size.type !== 'png') return null;
    return { width: size.width, height: size.height, extension: size.type === 'png' ? 'png' : 'jpeg' };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
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
    const layout = workReportLayout(await this.readRecords(context), imageExportReport(job));
    const body = [...layout.summary, ...layout.rows];
    const total = layout.rows.reduce((n, r) => n + (r.entryCount ?? 0), 0);
    await this.jobs.progress(job.jobId, 0, total);
    await fs.promises.mkdir(this.store.tmpDir, { recursive: true });
    const file = path.join(this.store.tmpDir, `${job.jobId}-${job.attempts}.xlsx`);
    const writer = new ImageWorkbookWriter(file, imageSheetHead(layout));
    const staged: (() => Promise<void>)[] = [];
    try {
      let last = Date.now();
      let done = 0;
      for (const row of body) {
        if (stopping()) throw new BuildInterrupted('stopping');
        const cells = reportRowCells(layout, row);
        const photos: PlacedPhoto[] = [];
        for (const { col, keys } of photoCells(layout, row)) {
          let placed = 0;
          for (const key of keys) {
            const local = await this.store.localFile(key);
            if (!local) continue;
            staged.push(local.release);
            const header = await readPhotoHeader(local.file);
            if (!header) continue;
            photos.push({ file: local.file, extension: header.extension, col, ...photoBox(placed++, header) });
          }
          // The photos take the cell; 有 stays where none of them could be read.
          if (placed > 0) cells[col] = { value: null };
        }
        writer.addRow(cells, photos, photos.length ? PHOTO_ROW_HEIGHT_PT : undefined);
        done += row.entryCount ?? 0;
        if (Date.now() - last >= PROGRESS_EVERY_MS) {
          last = Date.now();
          heartbeat();
          await this.jobs.progress(job.jobId, done, total);
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
  private async readRecords(context: RequestContext): Promise<WorkReportData> {
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
    return found ? found.start_datetime.slice(0, 4) : String(tokyoYearOf(new Date()));
  }
}
