import path from 'node:path';
import ExcelJS from 'exceljs';
import { REPORTS_SUBJECTS, type ExportFile, type ExportJob } from '@inasaku/contracts';
import { eventually, newFarm, startReportsService, yearWithPhotos, type ReportsHarness, type TestFarm } from '../test/harness';

const S = REPORTS_SUBJECTS.exportJobs;

describe('image Excel export jobs', () => {
  let h: ReportsHarness;
  let farm: TestFarm;

  beforeAll(async () => {
    h = await startReportsService();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.reset();
    farm = newFarm();
  });

  const request = (f = farm) => h.client.call<ExportJob>(S.create, { with_image: 1 }, f.context());
  const poll = (jobId: string, f = farm) => h.client.call<ExportJob>(S.get, { with_image: 1, job_id: jobId }, f.context());
  const until = async (jobId: string, status: number) => eventually(async () => {
    const j = await poll(jobId);
    return j.status === status ? j : null;
  });

  it('runs (1), then ends done (2) with its progress, a file name and a download URL; the workbook holds the photos', async () => {
    h.works.add(yearWithPhotos(farm, h.mediaDir, 6, 2));
    const job = await request();
    expect(job).toMatchObject({ status: 1, download_url: null, timeout: 300 });
    // A second request while it runs answers the same job.
    expect((await request()).job_id).toBe(job.job_id);

    const done = await until(job.job_id, 2);
    expect(done).toMatchObject({ status: 2, progress: { done: 6, total: 6 }, download_url: `/media/exports/${job.job_id}` });
    expect(done!.filename).toMatch(/^稲作_2026_history_\d{14}\.xlsx$/);
    expect(new Date(done!.expires_at!).getTime()).toBeGreaterThan(Date.now());

    const file = await h.client.call<ExportFile>(S.file, { job_id: job.job_id }, farm.context());
    expect(file.key).toBe(`exports/${farm.accountId}/${job.job_id}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(h.mediaDir, file.key));
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).values).toEqual([undefined, '番号', 'ほ場名', '作業分類', '作業項目', '実施日', '作業者', '作業内容', '画像1']);
    expect(ws.getCell('B2').value).toBe('東1');
    expect(ws.getCell('G2').value).toBe('施用量: 30 kg (30 kg/10a)');
    expect(ws.getImages()).toHaveLength(3);

    // Done: a new request starts a new job.
    expect((await request()).job_id).not.toBe(job.job_id);
  });

  it('ends failed (9) when the records cannot be read', async () => {
    h.works.failWith = { statusCode: 500, code: 'INTERNAL', message: 'boom' };
    const job = await request();
    const failed = await until(job.job_id, 9);
    expect(failed).toMatchObject({ status: 9, download_url: null, filename: null });
  });

  it('another account can neither poll a job nor read its file', async () => {
    h.works.add(yearWithPhotos(farm, h.mediaDir, 1));
    const job = await request();
    await until(job.job_id, 2);
    const other = newFarm();
    expect(await h.client.callError(S.get, { with_image: 1, job_id: job.job_id }, other.context())).toMatchObject({ statusCode: 404 });
    expect(await h.client.callError(S.file, { job_id: job.job_id }, other.context())).toMatchObject({ statusCode: 404 });
    expect(await h.client.callError(S.get, { with_image: 1, job_id: job.job_id }, other.context({ accountId: null }))).toMatchObject({ statusCode: 401 });
  });

  it('the download URL expires', async () => {
    h.works.add(yearWithPhotos(farm, h.mediaDir, 1));
    const job = await request();
    await until(job.job_id, 2);
    await h.sql(`UPDATE reports.export_jobs SET expires_at = now() - interval '1 second' WHERE job_id = $1`, [job.job_id]);
    expect((await poll(job.job_id)).download_url).toBeNull();
    expect(await h.client.callError(S.file, { job_id: job.job_id }, farm.context())).toMatchObject({ statusCode: 410, message: 'ダウンロードの有効期限が切れました。もう一度作成してください。' });
  });

  it('refuses a request without with_image 1', async () => {
    expect(await h.client.callError(S.create, { with_image: 0 }, farm.context())).toMatchObject({ statusCode: 400 });
  });
});
