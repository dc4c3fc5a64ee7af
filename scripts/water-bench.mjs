// What the sensor benches (bench-ingest, bench-webhooks) share: where they send and a fresh
// account with the water feature.
import { varDir } from './lib.mjs';
import { natsCall, say, session } from './bench-client.mjs';
import { startOwnSystem } from './own-system.mjs';

/**
 * The running system's addresses (BENCH_URL, default http://localhost:8080; BENCH_INGEST_URL,
 * http://localhost:3110; NATS_URL; OUTBOX_DIR; DATABASE_URL) or, with BENCH_SYSTEM=own, those of
 * an own system of account, water, sensor-ingest and gateway (scripts/own-system.mjs: database
 * BENCH_DATABASE_URL, default `ownDatabase`, created and dropped; Redis BENCH_REDIS_URL, default
 * `ownRedisUrl`; the water alert judge off). `stop` ends the own system (a no-op otherwise).
 */
export async function waterBenchTarget({ instance, ownDatabase, ownRedisUrl, nodeArgs, showPids = false }) {
  if (process.env.BENCH_SYSTEM !== 'own') {
    return {
      system: null,
      base: process.env.BENCH_URL ?? 'http://localhost:8080',
      ingestUrl: new URL(process.env.BENCH_INGEST_URL ?? 'http://localhost:3110'),
      natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      outboxDir: process.env.OUTBOX_DIR ?? varDir('outbox'),
      databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inasaku',
      stop: async () => {},
    };
  }
  const system = await startOwnSystem({
    instance, names: ['account', 'water', 'sensor-ingest', 'gateway'],
    databaseUrl: process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${ownDatabase}`,
    redisUrl: process.env.BENCH_REDIS_URL ?? ownRedisUrl, env: { WATER_ALERT_JUDGE: 'false' },
    nodeArgs,
  });
  const ingestUrl = new URL(system.ingestUrl);
  say({ measure: 'own system started', gateway: system.gatewayUrl, ingest: ingestUrl.href, ...(showPids ? { pids: system.pids } : {}) });
  return {
    system, base: system.gatewayUrl, ingestUrl, natsUrl: system.natsUrl, outboxDir: system.outbox, databaseUrl: system.databaseUrl,
    stop: () => system.stop(),
  };
}

/** A gateway session on the target and a fresh account of it with the water feature (sign-up code from its outbox); the account's id. */
export function waterBenchSession(target, name) {
  const bench = session(() => target.base);
  const account = async () => {
    const { email, password } = await bench.signUp(name, { outbox: target.outboxDir, tries: 100 });
    await natsCall(target.natsUrl, 'account.accounts.set-features', { email, water_management: true });
    await bench.signIn(email, password);
    return (await bench.call('GET', '/inasaku/accounts')).json.account_id;
  };
  return { bench, call: bench.call, account };
}
