import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SUBJECTS, type SignInResult } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import {
  RawNatsClient, clearOutbox, flushRedis, latestCodeFor, resetSchema, sql, testUrls, useTestEnvironment,
} from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

export interface AccountHarness {
  app: INestApplication;
  client: RawNatsClient;
  outboxDir: string;
  /** Runs SQL against the test database. */
  sql: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  /** Empty tables, Redis and outbox: every test starts fresh. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Boots the real account service in-process against the test PostgreSQL, NATS and Redis. */
export async function startAccountService(env: Record<string, string> = {}): Promise<AccountHarness> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'inasaku-outbox-'));
  useTestEnvironment({ OUTBOX_DIR: outboxDir, ...env });
  const urls = testUrls();
  const app = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
  const client = await RawNatsClient.connect(urls.nats);
  return {
    app,
    client,
    outboxDir,
    sql: (text, params) => sql(urls.database, text, params),
    async reset() {
      await resetSchema(urls.database, SERVICE_NAME);
      await flushRedis(urls.redis);
      clearOutbox(outboxDir);
    },
    async close() {
      await client.close();
      await app.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
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
