import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_QUEUE, REPORTS_SUBJECTS, type ExportJob } from '@inasaku/contracts';
import { newAccount, RawNatsClient, resetSchema, sql, testUrls, useTestEnvironment, stopChild } from '@inasaku/testing';
import { WorksStub } from '../test/works-stub';
import { eventually, yearWithPhotos } from '../test/harness';

const S = REPORTS_SUBJECTS.exportJobs;
const launcher = path.join(__dirname, '../../../../tools/run-from-source.js');
const main = path.join(__dirname, '../main.ts');

/** The reports service as its own process, so that it can be killed without a chance to tidy up. */
function startProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [launcher, main], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

describe('an export job survives its service being killed', () => {
  jest.setTimeout(120_000);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-restart-'));
  const urls = testUrls();
  let works: WorksStub;
  let client: RawNatsClient;
  const children: ChildProcess[] = [];
  const env = { MEDIA_DIR: mediaDir, EXPORT_ACK_WAIT_MS: '3000', REPORTS_HEALTH_PORT: '0', LOG_LEVEL: 'error', WORKS_REQUEST_TIMEOUT_MS: '20000' };
  const q = <R = Record<string, unknown>>(text: string, params?: unknown[]) => sql<R>(urls.database, text, params);

  beforeAll(async () => {
    useTestEnvironment();
    await resetSchema(urls.database, 'reports');
    works = await WorksStub.start(urls.nats);
    client = await RawNatsClient.connect(urls.nats);
    // The suite before this one shares the private nats-server: a job it left unacknowledged on the
    // shared durable consumer (made with that suite's ack wait) would hold this one back. Start clean:
    // the service made below creates the queue again with this test's settings.
    const jsm = await client.nc.jetstreamManager();
    await jsm.streams.delete(EXPORT_QUEUE.stream).catch(() => undefined);
  });
  afterAll(async () => {
    for (const c of children) await stopChild(c, 'SIGKILL');
    await works.close();
    await client.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const ready = async () => eventually(async () => (await client.callError(S.get, { with_image: 1, job_id: randomUUID() }, newAccount().context()).catch(() => null))?.statusCode === 404, 60_000);

  it('a job killed mid-way is built again by the restarted service and ends done; a silent one ends failed', async () => {
    const first = startProcess(env);
    children.push(first);
    expect(await ready()).toBe(true);

    const farm = newAccount();
    works.add(yearWithPhotos(farm, mediaDir, 4));
    // Reading the records takes a while: the build is under way when the process dies.
    works.delayMs = 2500;
    const job = await client.call<ExportJob>(S.create, { with_image: 1 }, farm.context());
    // A busy 2-core CI machine may take a while to start the work-queue consumer after the handlers answer.
    expect(await eventually(async () => (await q<{ attempts: number }>(`SELECT attempts FROM reports.export_jobs WHERE job_id = $1`, [job.job_id]))[0]?.attempts === 1, 60_000)).toBe(true);
    await stopChild(first, 'SIGKILL');
    expect((await q<{ status: number }>(`SELECT status FROM reports.export_jobs WHERE job_id = $1`, [job.job_id]))[0].status).toBe(1);

    // A job whose message is gone and whose builder fell silent long ago.
    const lost = randomUUID();
    await q(`INSERT INTO reports.export_jobs (job_id, account_id, management_id, status, heartbeat_at) VALUES ($1, $2, $3, 1, now() - interval '1 hour')`, [lost, randomUUID(), randomUUID()]);

    works.delayMs = 0;
    const second = startProcess(env);
    children.push(second);
    const done = await eventually(async () => {
      const j = await client.call<ExportJob>(S.get, { with_image: 1, job_id: job.job_id }, farm.context()).catch(() => null);
      return j?.status === 2 ? j : null;
    }, 60_000);
    expect(done).toMatchObject({ status: 2, progress: { done: 4, total: 4 } });
    const row = (await q<{ attempts: number }>(`SELECT attempts FROM reports.export_jobs WHERE job_id = $1`, [job.job_id]))[0];
    expect(row.attempts).toBe(2);
    expect((await q<{ status: number }>(`SELECT status FROM reports.export_jobs WHERE job_id = $1`, [lost]))[0].status).toBe(9);
    await stopChild(second, 'SIGTERM');
  });
});
