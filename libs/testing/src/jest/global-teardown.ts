import { openConnections, stopPrivateNats, type PrivateNats } from './nats-server';

/**
 * Jest globalTeardown for integration tests: stops the private nats-server globalSetup started.
 * @public jest loads it by path from tools/jest.preset.js's intPreset (each jest.int.config.js).
 */
export default async function globalTeardown(): Promise<void> {
  const nats = (globalThis as { __INASAKU_NATS__?: PrivateNats }).__INASAKU_NATS__;
  if (!nats) return;
  const open = await openConnections(nats).catch(() => []);
  if (open.length) {
    console.error(`\n✖ NATS connections left open by this suite (a service or client not closed): ${open.join(', ')}`);
    process.exitCode = 1;
  }
  await stopPrivateNats(nats);
  delete process.env.TEST_NATS_URL;
  delete process.env.INASAKU_PRIVATE_NATS;
}
