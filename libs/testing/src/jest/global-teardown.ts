import { stopPrivateNats, type PrivateNats } from './nats-server';

export default async function globalTeardown(): Promise<void> {
  const nats = (globalThis as { __INASAKU_NATS__?: PrivateNats }).__INASAKU_NATS__;
  if (!nats) return;
  await stopPrivateNats(nats);
  delete process.env.TEST_NATS_URL;
  delete process.env.INASAKU_PRIVATE_NATS;
}
