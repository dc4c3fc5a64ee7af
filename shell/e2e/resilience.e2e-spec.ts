import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, instanceDir, launch, repoRoot, screenshot, signIn, signUpByApi, uniqueEmail } from './support';

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

function stopAccount(): void {
  process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
}

/** Starts the account service the way scripts/start.mjs does, so `npm stop` still ends it. */
function startAccount(): void {
  const log = fs.openSync(instanceDir('log', 'account.log'), 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(repoRoot, 'services/account'),
    env: { NODE_ENV: 'production', ...process.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  fs.writeFileSync(pidFile, String(child.pid));
}

describe('resilience: a stopped service', () => {
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

    stopAccount();
    await waitFor(async () => !(await healthy()), 'the account service has stopped');

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
});
