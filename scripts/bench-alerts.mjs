#!/usr/bin/env node
// Alert delivery budget (node scripts/bench-alerts.mjs): one hourly judgement creating an alert in 1,000
// accounts with 10,000 subscribed devices, against a local push-service stub; prints the figures
// (judgement time with and without subscriptions, the last push after the judgement) and fails
// when a budget is missed. Needs PostgreSQL, Redis and nats-server like the integration tests.
// BENCH_ACCOUNTS, BENCH_DEVICES_PER_ACCOUNT, BENCH_ROUNDS scale it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/jest/bin/jest.js'), '-c', 'services/water/jest.int.config.js', '--runInBand',
    '--testMatch', '<rootDir>/src/test/alert-delivery.bench.ts', ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn' } },
);
process.exit(r.status ?? 1);
