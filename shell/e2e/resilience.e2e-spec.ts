import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, instanceDir, launch, screenshot, signIn, signUpByApi, uniqueEmail } from './support';

const pidFile = instanceDir('run', 'account.pid');
const HEALTH = `http://127.0.0.1:${process.env.ACCOUNT_HEALTH_PORT || 3101}/health/ready`;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(HEALTH)).ok;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting until ${what} (${HEALTH}, pid file ${pidFile})`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function accountPid(): number {
  return Number(fs.readFileSync(pidFile, 'utf8'));
}

/**
 * `npm start`'s supervisor restarts a process that exits; a hold file keeps it stopped on
 * purpose (scripts/supervisor.mjs), as an operator would for maintenance.
 */
const holdFile = instanceDir('run', 'account.hold');

function stopAccount(): void {
  fs.writeFileSync(holdFile, 'resilience test');
  process.kill(accountPid(), 'SIGTERM');
}

function startAccount(): void {
  fs.rmSync(holdFile, { force: true });
}

describe('resilience: a stopped or crashed service', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await browser.newPage();
  });
  afterAll(async () => {
    if (!(await healthy())) {
      startAccount();
      await waitFor(healthy, 'the account service is healthy', 60000);
    }
    await browser?.close();
  });

  it('answers sign-in with a Japanese error within seconds, and recovers without restarting the gateway', async () => {
    const email = uniqueEmail('resilience');
    await signUpByApi(email, 'Tanbo2026');

    const stopping = accountPid();
    stopAccount();
    // Not ready comes first; the process still answers what NATS routed to it while it drains,
    // so wait until it has exited.
    await waitFor(async () => !(await healthy()) && !alive(stopping), 'the account service has stopped');

    const started = Date.now();
    const res = await fetch(`${BASE_URL}/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'e2e' },
      body: JSON.stringify({ email, password: 'Tanbo2026' }),
    });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(res.status).toBeGreaterThanOrEqual(503);
    expect((await res.json()).error.message).toMatch(/サーバー/);

    await page.goto(`${BASE_URL}/`);
    await page.getByText('サーバーへの接続に失敗しました。').first().waitFor({ timeout: 15000 });
    await screenshot(page, '09-account-service-down');

    startAccount();
    await waitFor(healthy, 'the account service is healthy', 60000);
    await signIn(page, email, 'Tanbo2026');
    await screenshot(page, '10-recovered');
  });

  it('a crashed service is restarted by the supervisor of npm start, and the restart is logged', async () => {
    const email = uniqueEmail('crash');
    await signUpByApi(email, 'Tanbo2026');
    const before = accountPid();
    const logFile = instanceDir('log', 'account.log');
    const logStart = fs.statSync(logFile).size;

    // As the kernel's out-of-memory killer would: no chance to clean up.
    process.kill(before, 'SIGKILL');
    await waitFor(async () => accountPid() !== before, 'the supervisor has started a new account process', 30000);
    await waitFor(healthy, 'the restarted account service is healthy', 60000);

    // Bytes, not characters: the log holds Japanese text.
    const log = fs.readFileSync(logFile).subarray(logStart).toString('utf8');
    expect(log).toMatch(/\[supervisor\] account exited \(signal SIGKILL\) after \d+ s; restarting in 1 s \(restart 1 in a row\)/);
    expect(log).toContain(`[supervisor] account restarted (pid ${accountPid()})`);
    // A page of its own: the shared one is still signed in as the first test's user.
    const fresh = await browser.newPage();
    await signIn(fresh, email, 'Tanbo2026');
    await screenshot(fresh, '11-restarted-after-crash');
    await fresh.close();
  });
});
