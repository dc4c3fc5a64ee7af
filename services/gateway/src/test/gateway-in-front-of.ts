import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import request from 'supertest';
import { startGatewayInFront, type GatewayInFront } from './gateway-in-front';

interface ServiceHarness {
  client: { nc: NatsConnection };
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface GatewayInFrontOf<H> {
  /** the service's own test harness (its SQL, its stubs) */
  readonly service: H;
  readonly accountId: string;
  readonly userId: string;
  /** the one year of the account, from 2026-01-01 */
  readonly managementId: string;
  /** a browser's write: signed in as the account's root user, with an Idempotency-Key */
  post(path: string, body: unknown): request.Test;
}

/**
 * Jest hooks for a suite that follows a browser request through the real gateway into one real
 * service booted by its own harness: started once, the service's data reset before each test.
 */
export function gatewayInFrontOf<H extends ServiceHarness>(start: () => Promise<H>): GatewayInFrontOf<H> {
  let service: H | undefined;
  let gw: GatewayInFront | undefined;
  const ids = { accountId: randomUUID(), userId: randomUUID(), managementId: randomUUID() };
  beforeAll(async () => {
    service = await start();
    gw = await startGatewayInFront(service.client.nc, {
      years: [{ management_id: ids.managementId, start_datetime: '2026-01-01T00:00:00+09:00' }], requestTimeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await gw?.close();
    await service?.close();
  });
  beforeEach(async () => {
    await service!.reset();
  });
  return {
    ...ids,
    get service() {
      return service!;
    },
    post: (path, body) =>
      request(gw!.app.getHttpServer())
        .post(path)
        .set('X-Requested-With', 'inasaku').set('Cookie', gw!.cookie(ids.userId, ids.accountId)).set('Idempotency-Key', randomUUID())
        .send(body as object),
  };
}
