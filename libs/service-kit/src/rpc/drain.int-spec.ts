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
    // The second replica, in the same queue group, answering in Nest's reply format.
    other = await connect({ servers: testUrls().nats });
    const codec = JSONCodec<{ id: string }>();
    other.subscribe('kit-drain.fast', {
      queue: NAME,
      callback: (_e, msg) => msg.respond(JSONCodec().encode({ id: codec.decode(msg.data).id, response: 'other replica', isDisposed: true })),
    });
    await other.flush();
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
