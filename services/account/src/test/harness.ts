import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SUBJECTS, type SignInResult } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { clearOutbox, latestCodeFor, startServiceHarness, type ServiceHarness } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

export interface AccountHarness extends ServiceHarness<INestApplication> {
  outboxDir: string;
}

/** Boots the real account service in-process against the test PostgreSQL, NATS and Redis. */
export async function startAccountService(env: Record<string, string> = {}): Promise<AccountHarness> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'inasaku-outbox-'));
  const harness = await startServiceHarness({
    schema: SERVICE_NAME,
    env: { OUTBOX_DIR: outboxDir, ...env },
    boot: () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' }),
    onReset: () => clearOutbox(outboxDir),
    afterClose: () => rmSync(outboxDir, { recursive: true, force: true }),
  });
  return { ...harness, outboxDir };
}

const auth = SUBJECTS.account.auth;

/** A confirmed user that has never signed in (no account yet). */
export async function confirmedUser(h: AccountHarness, email: string, password = 'Passw0rd'): Promise<void> {
  await h.client.call(auth.signUp, { email, password, agreement: true });
  await h.client.call(auth.confirmSignUp, { email, code: latestCodeFor(h.outboxDir, email) });
}

/** A confirmed user signed in once (so the account exists). */
export async function signedInUser(h: AccountHarness, email: string, password = 'Passw0rd') {
  await confirmedUser(h, email, password);
  const result = await h.client.call<SignInResult>(auth.signIn, { email, password });
  if (result.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
  return result;
}
