import { Controller, Module, type INestApplication } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { RawNatsClient, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { bootstrapService } from '../bootstrap';
import { ServiceKitModule } from '../service-kit.module';
import { InFlightRequests } from './in-flight';

const NAME = 'kit_drain';

@Controller()
class DrainHandler {
  @MessagePattern('kit-drain.slow')
  async slow() {
    await new Promise((r) => setTimeout(r, 3_000));
    return 'slow answered';
  }

  @MessagePattern('kit-drain.fast')
  fast() {
    return 'this replica';
  }

  @MessagePattern('kit-drain.write')
  async write() {
    await new Promise((r) => setTimeout(r, 5));
    return 'this replica';
  }
}

/** The second replica: in the same queue group, answering `subjects` in Nest's reply format. */
async function otherReplica(subjects: string[]): Promise<NatsConnection> {
  const nc = await connect({ servers: testUrls().nats });
  const codec = JSONCodec<{ id: string }>();
  for (const subject of subjects) {
    nc.subscribe(subject, {
      queue: NAME,
      callback: (_e, msg) => msg.respond(JSONCodec().encode({ id: codec.decode(msg.data).id, response: 'other replica', isDisposed: true })),
    });
  }
  await nc.flush();
  return nc;
}

@Module({ imports: [ServiceKitModule.forRoot({ name: NAME, entities: [], migrations: [] })], controllers: [DrainHandler] })
class DrainModule {}

/**
 * A rolling restart (SIGTERM → app.close()) must fail no request: the replica leaves its queue
 * group at once, so the other replica gets every new request, and still answers the one it holds
 * even when that takes longer than Nest's old fixed 2 s grace period.
 */
describe('graceful drain of a service replica', () => {
  let app: INestApplication;
  let client: RawNatsClient;
  let other: NatsConnection;

  beforeAll(async () => {
    useTestEnvironment();
    app = await bootstrapService({ name: NAME, module: DrainModule, healthPort: 0, healthHost: '127.0.0.1' });
    client = await RawNatsClient.connect(testUrls().nats);
    other = await otherReplica(['kit-drain.fast', 'kit-drain.write']);
  });
  afterAll(async () => {
    await client?.close();
    await other?.close();
  });

  it('answers the request in flight, hands every new one to the other replica, then closes', async () => {
    const before = await Promise.all(Array.from({ length: 20 }, () => client.call<string>('kit-drain.fast', {}, testContext())));
    expect(before).toContain('this replica');

    const slow = client.call<string>('kit-drain.slow', {}, testContext());
    await new Promise((r) => setTimeout(r, 200));
    expect(InFlightRequests.shared.size).toBe(1);
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 200));

    const during = await Promise.all(Array.from({ length: 20 }, () => client.call<string>('kit-drain.fast', {}, testContext())));
    expect(new Set(during)).toEqual(new Set(['other replica']));
    await expect(slow).resolves.toBe('slow answered');
    await closing;
    expect(InFlightRequests.shared.size).toBe(0);
  });
});

/**
 * The request that arrives in the same network read as the answer to the drain's flush: its
 * handler has started, but Nest reaches the interceptors only a few promise turns later. Counted
 * from the moment NATS hands it over, it is answered; counted from the interceptor, the drain saw
 * nothing in flight, closed the connection, and the caller waited for its timeout (a 504 in CI's
 * rolling restart).
 */
describe('drain of a replica under a steady stream of requests', () => {
  let client: RawNatsClient;
  let other: NatsConnection;

  beforeAll(async () => {
    useTestEnvironment();
    client = await RawNatsClient.connect(testUrls().nats);
    other = await otherReplica(['kit-drain.write']);
  });
  afterAll(async () => {
    await client?.close();
    await other?.close();
  });

  it('answers every request sent while replicas close, one after another', async () => {
    let unanswered = 0;
    let answered = 0;
    for (let round = 0; round < 20; round++) {
      const app = await bootstrapService({ name: NAME, module: DrainModule, healthPort: 0, healthHost: '127.0.0.1' });
      let sending = true;
      const senders = Array.from({ length: 60 }, async () => {
        while (sending) {
          await client.request('kit-drain.write', {}, testContext(), 2_000).then(
            () => (answered += 1),
            () => (unanswered += 1),
          );
        }
      });
      await new Promise((r) => setTimeout(r, 100));
      await app.close();
      sending = false;
      await Promise.all(senders);
    }
    expect(answered).toBeGreaterThan(100);
    expect(unanswered).toBe(0);
  }, 120_000);
});
