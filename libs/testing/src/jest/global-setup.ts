import { startPrivateNats, type PrivateNats } from './nats-server';

/**
 * Jest globalSetup for integration tests: a private nats-server unless TEST_NATS_URL is set.
 * Use with `globalSetup` / `globalTeardown` pointing at these files.
 * @public jest loads it by path from tools/jest.preset.js's intPreset (each jest.int.config.js).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_NATS_URL) return;
  const nats = await startPrivateNats();
  (globalThis as { __INASAKU_NATS__?: PrivateNats }).__INASAKU_NATS__ = nats;
  // Workers (and --runInBand tests) inherit process.env.
  process.env.TEST_NATS_URL = nats.url;
  process.env.INASAKU_PRIVATE_NATS = '1';
}
