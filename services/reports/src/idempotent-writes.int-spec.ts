import { randomUUID } from 'node:crypto';
import { REPORTS_SUBJECTS, type ExportJob } from '@inasaku/contracts';
import { uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import { eventually, startReportsService, yearWithPhotos } from './test/harness';

const S = REPORTS_SUBJECTS.exportJobs;

/**
 * Idempotency-Key for the reports service: an export requested twice with one Idempotency-Key
 * (a retry after the gateway's 504) is one job, and the job, queued only once its row is
 * committed, is built.
 */
describe('reports writes with an Idempotency-Key', () => {
  const escapesBefore = writeUnitEscapes();

  const h = suiteHarness(startReportsService);
  const farm = perTest(newAccount);

  it('every write route of reports reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('an export requested twice with one key is one job, built once; the repeat after it is done still gets the first answer', async () => {
    h.works.add(yearWithPhotos(farm, h.mediaDir, 2, 1));
    const context = farm.context({ idempotencyKey: randomUUID() });
    const first = await h.client.call<ExportJob>(S.create, { with_image: 1 }, context);
    expect(await h.client.call<ExportJob>(S.create, { with_image: 1 }, context)).toEqual(first);
    const done = await eventually(async () => {
      const j = await h.client.call<ExportJob>(S.get, { with_image: 1, job_id: first.job_id }, farm.context());
      return j.status === 2 ? j : null;
    });
    expect(done).toMatchObject({ status: 2 });
    expect(await h.client.call<ExportJob>(S.create, { with_image: 1 }, context)).toEqual(first);
    expect(await h.sql('SELECT 1 FROM reports.export_jobs WHERE account_id = $1', [farm.accountId])).toHaveLength(1);
    // A new 作成 (a new key) after the first is done is a new job.
    const next = await h.client.call<ExportJob>(S.create, { with_image: 1 }, farm.context({ idempotencyKey: randomUUID() }));
    expect(next.job_id).not.toBe(first.job_id);
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
