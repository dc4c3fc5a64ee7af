import path from 'node:path';
import ExcelJS from 'exceljs';
import { REPORTS_SUBJECTS, type ExportFile, type ExportJob } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { ExportJobsAccountListener } from './export-jobs-account.listener';
import { eventually, startReportsService, yearWithPhotos } from '../test/harness';

const S = REPORTS_SUBJECTS.exportJobs;

describe('image Excel export jobs', () => {
  const h = suiteHarness(startReportsService);
  const farm = perTest(newAccount);

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
    // The work report's columns (as the plain export): 番号 and ほ場名 span the three header rows.
    expect(ws.getRow(3).values).toEqual([undefined, '番号', 'ほ場名', '実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    expect(ws.getCell('B6').value).toBe('東1');
    expect(ws.getCell('D6').value).toBe(30);
    expect(ws.getCell('E6').value).toBe(30);
    expect(ws.getImages()).toHaveLength(3);

    // Done: a new request starts a new job.
    expect((await request()).job_id).not.toBe(job.job_id);
  });

  it("follows the report's checkboxes: show_all 1 adds the hidden 作業者 column; other options while one runs start their own job", async () => {
    h.works.add(yearWithPhotos(farm, h.mediaDir, 2, 1));
    h.works.delayMs = 500;
    const plain = await request();
    const all = await h.client.call<ExportJob>(S.create, { with_image: 1, show_all: 1 }, farm.context());
    expect(all.job_id).not.toBe(plain.job_id);
    expect((await h.client.call<ExportJob>(S.create, { with_image: 1, show_all: 1, show_outside: 0 }, farm.context())).job_id).toBe(all.job_id);
    await until(plain.job_id, 2);
    await until(all.job_id, 2);
    const sheet = async (jobId: string) => {
      const file = await h.client.call<ExportFile>(S.file, { job_id: jobId }, farm.context());
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(path.join(h.mediaDir, file.key));
      return wb.getWorksheet('Sheet1')!;
    };
    expect((await sheet(plain.job_id)).getRow(3).values).toEqual([undefined, '番号', 'ほ場名', '実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    const ws = await sheet(all.job_id);
    expect(ws.getRow(3).values).toEqual([undefined, '番号', 'ほ場名', '実施日', '作業者', '施用量(kg)', '施用量(kg/10a当り)', '画像']);
    expect(ws.getCell('D6').value).toBe('山田');
    expect(ws.getImages().map((i) => [i.range.tl.nativeCol, i.range.tl.nativeRow])).toEqual([[6, 5], [6, 6]]);
    expect(await h.client.callError(S.create, { with_image: 1, show_all: 2 }, farm.context())).toMatchObject({ statusCode: 400, message: expect.stringContaining('0か1') });
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
    const other = newAccount();
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

  it("a deleted account's jobs go, another account's stay", async () => {
    const other = newAccount();
    h.works.add(yearWithPhotos(farm, h.mediaDir, 1, 1));
    h.works.add(yearWithPhotos(other, h.mediaDir, 1, 1));
    const mine = await request();
    const theirs = await request(other);
    await until(mine.job_id, 2);
    await h.app.get(ExportJobsAccountListener).onAccountDeleted({ account_id: farm.accountId } as never);
    const left = await h.sql<{ job_id: string }>('SELECT job_id FROM reports.export_jobs WHERE job_id = ANY($1::uuid[])', [[mine.job_id, theirs.job_id]]);
    expect(left.map((r) => r.job_id)).toEqual([theirs.job_id]);
  });

  it('refuses a request without with_image 1', async () => {
    expect(await h.client.callError(S.create, { with_image: 0 }, farm.context())).toMatchObject({ statusCode: 400 });
  });
});
