import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { findRepoRoot } from '@inasaku/service-kit';
import type { ReportsEnv } from '../config/reports-env';

/**
 * The gateway's blob store seen from the reports service: the same local directory (MEDIA_DIR)
 * or the same S3 bucket, configured by the same variables. Photos are read from it as files (so
 * the zip writer streams them from disk one at a time) and finished workbooks are put into it
 * under `exports/<account_id>/<job_id>.xlsx`, where the gateway serves them.
 */
export interface ReportBlobStore {
  /** A local file holding the key's bytes (staged for S3), or null when there is no such key. Call release() after. */
  localFile(key: string): Promise<{ file: string; release: () => Promise<void> } | null>;
  /** Moves a finished local file into the store under `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Scratch directory for workbooks under construction. */
  tmpDir: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export class LocalReportBlobStore implements ReportBlobStore {
  readonly root: string;
  readonly tmpDir: string;

  constructor(root: string, tmpDir?: string) {
    this.root = path.resolve(root);
    this.tmpDir = tmpDir ?? path.join(this.root, '.tmp-exports');
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('key outside the media directory');
    return full;
  }

  async localFile(key: string) {
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    return stat?.isFile() ? { file, release: async () => undefined } : null;
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file, target).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EXDEV') throw e;
      await fs.promises.copyFile(file, target);
      await fs.promises.rm(file, { force: true });
    });
  }
}

const PUT_ATTEMPTS = 4;
const PUT_BACKOFF_MS = 250;

/** S3's answers worth another try: 5xx (InternalError, SlowDown), 429, RequestTimeout, or no answer at all. */
export function retryableS3Error(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (status === undefined) return true;
  return status >= 500 || status === 429 || (e as Error).name === 'RequestTimeout';
}

export class S3ReportBlobStore implements ReportBlobStore {
  private readonly client: S3Client;
  readonly tmpDir: string;

  constructor(private readonly env: ReportsEnv) {
    this.client = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    });
    this.tmpDir = env.EXPORT_TMP_DIR ?? path.join(os.tmpdir(), 'inasaku-exports');
  }

  async localFile(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.env.S3_BUCKET, Key: `${this.env.S3_PREFIX}${key}` }));
      if (!out.Body) return null;
      await fs.promises.mkdir(this.tmpDir, { recursive: true });
      const file = path.join(this.tmpDir, `photo-${process.pid}-${Math.random().toString(36).slice(2)}${path.extname(key)}`);
      await pipeline(out.Body as Readable, fs.createWriteStream(file));
      return { file, release: () => fs.promises.rm(file, { force: true }) };
    } catch (e) {
      if ((e as Error).name === 'NoSuchKey' || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw e;
    }
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const size = (await fs.promises.stat(file)).size;
    // The SDK never retries a request whose body is a stream (it cannot rewind it), so a 500 or a
    // 503 SlowDown, which S3 asks clients to retry, would fail a finished export: retry here, each
    // attempt with a fresh stream of the file.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.send(new PutObjectCommand({
          Bucket: this.env.S3_BUCKET, Key: `${this.env.S3_PREFIX}${key}`, Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType,
        }));
        break;
      } catch (e) {
        if (attempt >= PUT_ATTEMPTS || !retryableS3Error(e)) throw e;
        await new Promise((r) => setTimeout(r, PUT_BACKOFF_MS * 2 ** (attempt - 1)));
      }
    }
    await fs.promises.rm(file, { force: true });
  }
}

export const REPORT_BLOB_STORE = Symbol('REPORT_BLOB_STORE');

export function createReportBlobStore(env: ReportsEnv): ReportBlobStore {
  if (env.S3_BUCKET) return new S3ReportBlobStore(env);
  return new LocalReportBlobStore(env.MEDIA_DIR ?? path.join(findRepoRoot(), 'var/media'), env.EXPORT_TMP_DIR);
}

/** The key of a job's workbook. */
export function exportKey(accountId: string, jobId: string): string {
  return `exports/${accountId}/${jobId}.xlsx`;
}
