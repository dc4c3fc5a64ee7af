import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { EXPORT_QUEUE, REPORTS_SUBJECTS, type ExportFile, type ExportJob } from '@inasaku/contracts';
import { eventually, newAccount, RawNatsClient, type TestAccount, testUrls } from '@inasaku/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the gateway serves and deletes the workbooks the reports service puts into the same bucket; this checks both sides agree on keys and prefix.
import { S3BlobStore } from '../../../gateway/src/media/s3-blob-store';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test only: the folders the gateway empties when an account is deleted.
import { accountMediaPrefixes } from '../../../gateway/src/media/account-media-sweeper';
import { PNG, startReportsService, yearWithPhotos, type ReportsHarness } from '../test/harness';
import { S3Stub } from '../test/s3-stub';
import type { YearData } from '../test/works-stub';
import { XLSX_CONTENT_TYPE } from './blob-store';

const S = REPORTS_SUBJECTS.exportJobs;
const BUCKET = 'inasaku-media';
const PREFIX = 'public/';

/**
 * The export job with S3_BUCKET set (spec 001 §4): photos are read with GetObject, the
 * workbook is put with PutObject under S3_PREFIX, against a local stub of S3's path-style HTTP API.
 */
describe('image export jobs on an S3 blob store', () => {
  jest.setTimeout(60_000);
  const s3 = new S3Stub();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-s3-scratch-'));
  const saved = { ...process.env };
  let endpoint: string;
  let h: ReportsHarness;
  let farm: TestAccount;

  beforeAll(async () => {
    endpoint = await s3.start();
    // A job another suite left unacknowledged on the shared durable consumer would hold this
    // suite's jobs back; the service booted below creates the queue again.
    const client = await RawNatsClient.connect(testUrls().nats);
    await (await client.nc.jetstreamManager()).streams.delete(EXPORT_QUEUE.stream).catch(() => undefined);
    await client.close();
    Object.assign(process.env, {
      S3_BUCKET: BUCKET, S3_REGION: 'ap-northeast-1', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret', S3_PREFIX: PREFIX, EXPORT_TMP_DIR: scratch,
    });
    h = await startReportsService();
  });
  afterAll(async () => {
    await h?.close();
    await s3.stop();
    process.env = saved;
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await h.reset();
    s3.reset();
    farm = newAccount();
  });

  const request = () => h.client.call<ExportJob>(S.create, { with_image: 1 }, farm.context());
  const until = (jobId: string, status: number) => eventually(async () => {
    const j = await h.client.call<ExportJob>(S.get, { with_image: 1, job_id: jobId }, farm.context());
    return j.status === status ? j : null;
  });
  /** The year's photos go to the bucket (where the gateway's uploads put them), not to a local directory. */
  const photosInBucket = (year: YearData): string[] => {
    const keys = year.data.work_histories.flatMap((w) => w.image_paths);
    for (const key of keys) s3.put(BUCKET, `${PREFIX}${key}`, PNG, 'image/png');
    return keys;
  };
  const gatewayStore = () => new S3BlobStore({
    bucket: BUCKET, region: 'ap-northeast-1', endpoint, forcePathStyle: true, accessKeyId: 'test-key', secretAccessKey: 'test-secret', prefix: PREFIX,
  });
  const workbookOf = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return wb;
  };

  it('reads the photos from the bucket, puts the workbook under exports/<account>/ once, and leaves no scratch file', async () => {
    const year = yearWithPhotos(farm, h.mediaDir, 4, 2);
    const photos = photosInBucket(year);
    expect(photos).toHaveLength(2);
    // A record naming a photo that is not in the bucket (never uploaded, or removed): its row has no image.
    const missing = `${farm.managementId}/image/1700000009999/0.jpg`;
    year.data.work_histories[1].image_paths = [missing];
    h.works.add(year);

    const job = await request();
    const done = await until(job.job_id, 2);
    expect(done).toMatchObject({ status: 2, progress: { done: 4, total: 4 }, download_url: `/media/exports/${job.job_id}` });
    const file = await h.client.call<ExportFile>(S.file, { job_id: job.job_id }, farm.context());
    expect(file.key).toBe(`exports/${farm.accountId}/${job.job_id}.xlsx`);

    // The object: under the prefix, typed as a workbook, as many bytes as the job reports, a real xlsx.
    const stored = s3.get(BUCKET, `${PREFIX}${file.key}`);
    expect(stored).toBeDefined();
    expect(stored!.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(stored!.body.length).toBe(file.size);
    const wb = await workbookOf(stored!.body);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(3).values).toEqual([undefined, '番号', 'ほ場名', '実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    expect([6, 7, 8, 9].map((r) => ws.getCell(`B${r}`).value)).toEqual(['東1', '東2', '東3', '東4']);
    const images = ws.getImages();
    expect(images).toHaveLength(2);
    // 東1 and 東3 (sheet rows 6 and 8, below the three header rows and 開始日 / 終了日)
    expect(images.map((i) => i.range.tl.nativeRow).sort()).toEqual([5, 7]);
    expect(Buffer.from(wb.getImage(Number(images[0].imageId)).buffer as unknown as Uint8Array).equals(PNG)).toBe(true);

    // Requests: each photo read once with GetObject (the missing one answered 404 NoSuchKey, not
    // retried), one PutObject of the workbook; nothing else written, every request signed.
    const gets = s3.requests.filter((r) => r.op === 'GetObject').map((r) => r.key).sort();
    expect(gets).toEqual([...photos, missing].map((k) => `${PREFIX}${k}`).sort());
    const puts = s3.requests.filter((r) => r.op === 'PutObject');
    expect(puts.map((r) => `${r.bucket}/${r.key}`)).toEqual([`${BUCKET}/${PREFIX}${file.key}`]);
    expect(new Set(s3.ops())).toEqual(new Set(['GetObject', 'PutObject']));
    expect(s3.requests.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'))).toBe(true);
    // Staged photos and the assembled workbook are gone from EXPORT_TMP_DIR.
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it("the gateway's S3 store serves the same bytes at the job's key and empties exports/<account>/ when the account is deleted", async () => {
    const year = yearWithPhotos(farm, h.mediaDir, 2);
    const photos = photosInBucket(year);
    h.works.add(year);
    const job = await request();
    await until(job.job_id, 2);
    const file = await h.client.call<ExportFile>(S.file, { job_id: job.job_id }, farm.context());

    const store = gatewayStore();
    const blob = await store.get(file.key);
    expect(blob).not.toBeNull();
    expect(blob!.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(blob!.size).toBe(file.size);
    const chunks: Buffer[] = [];
    for await (const c of blob!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(s3.get(BUCKET, `${PREFIX}${file.key}`)!.body)).toBe(true);

    // Account deletion: the gateway's sweep lists and deletes exports/<account>/ (and the years' folders).
    s3.requests.length = 0;
    let deleted = 0;
    for (const prefix of accountMediaPrefixes({ account_id: farm.accountId, deleted_at: new Date().toISOString(), management_ids: [farm.managementId] })) {
      deleted += await store.deletePrefix(prefix);
    }
    expect(deleted).toBe(1 + photos.length);
    expect(s3.ops()).toContain('ListObjectsV2');
    expect(s3.ops()).toContain('DeleteObjects');
    expect(await store.get(file.key)).toBeNull();
    expect(s3.keys(BUCKET)).toEqual([]);
  });

  it('a PutObject S3 refuses (403) ends the job failed (9) with no URL, and the assembled workbook does not stay on disk', async () => {
    const year = yearWithPhotos(farm, h.mediaDir, 2);
    photosInBucket(year);
    h.works.add(year);
    s3.fault = (r) => (r.op === 'PutObject' ? { status: 403, code: 'AccessDenied' } : undefined);

    const job = await request();
    const failed = await until(job.job_id, 9);
    expect(failed).toMatchObject({ status: 9, download_url: null, filename: null });
    expect(s3.keys(BUCKET).filter((k) => k.includes('exports/'))).toEqual([]);
    expect(await h.client.callError(S.file, { job_id: job.job_id }, farm.context())).toMatchObject({ statusCode: 404 });
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it('a throttled PutObject (503 SlowDown once) is retried with the whole workbook and the job ends done', async () => {
    const year = yearWithPhotos(farm, h.mediaDir, 3);
    photosInBucket(year);
    h.works.add(year);
    let refused = 0;
    s3.fault = (r) => (r.op === 'PutObject' && refused++ === 0 ? { status: 503, code: 'SlowDown' } : undefined);

    const job = await request();
    const done = await until(job.job_id, 2);
    expect(done).toMatchObject({ status: 2 });
    expect(s3.ops().filter((op) => op === 'PutObject')).toHaveLength(2);
    const file = await h.client.call<ExportFile>(S.file, { job_id: job.job_id }, farm.context());
    const stored = s3.get(BUCKET, `${PREFIX}${file.key}`)!;
    expect(stored.body.length).toBe(file.size);
    const ws = (await workbookOf(stored.body)).getWorksheet('Sheet1')!;
    expect(ws.getImages()).toHaveLength(3);
  });

  it('a photo GetObject failing once (500) is retried; failing every time ends the job failed and releases the staged photos', async () => {
    const year = yearWithPhotos(farm, h.mediaDir, 2);
    const [first] = photosInBucket(year);
    h.works.add(year);
    let refused = 0;
    s3.fault = (r) => (r.op === 'GetObject' && r.key === `${PREFIX}${first}` && refused++ === 0 ? { status: 500, code: 'InternalError' } : undefined);
    const job = await request();
    await until(job.job_id, 2);
    const file = await h.client.call<ExportFile>(S.file, { job_id: job.job_id }, farm.context());
    expect((await workbookOf(s3.get(BUCKET, `${PREFIX}${file.key}`)!.body)).getWorksheet('Sheet1')!.getImages()).toHaveLength(2);

    // The second photo's reads always fail: the job fails rather than hand out a workbook missing a photo that exists.
    s3.fault = (r) => (r.op === 'GetObject' && r.key !== `${PREFIX}${first}` ? { status: 500, code: 'InternalError' } : undefined);
    const again = await request();
    expect(again.job_id).not.toBe(job.job_id);
    const failed = await until(again.job_id, 9);
    expect(failed).toMatchObject({ status: 9, download_url: null });
    expect(fs.readdirSync(scratch)).toEqual([]);
  });
});
