import { Controller, Logger, Module, type INestApplication } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RawNatsClient, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { AckPolicy, connect } from 'nats';
import { bootstrapService } from '../bootstrap';
import { EventBus } from '../events/event-bus';
import { rpcError } from '../rpc/rpc-error';
import { ServiceKitModule } from '../service-kit.module';

@Controller()
class EchoHandler {
  @MessagePattern('kit-metrics.echo')
  echo(@Payload() data: { payload: { fail?: boolean } }) {
    new Logger('EchoHandler').log('echo');
    if (data.payload.fail) rpcError(404, 'NOT_FOUND', '見つかりません。');
    return { data: 'ok' };
  }
}

@Module({ imports: [ServiceKitModule.forRoot({ name: 'kit_metrics', entities: [], migrations: [] })], controllers: [EchoHandler] })
class EchoModule {}

/** The real bootstrap: the interceptor registered by ServiceKitModule must reach the NATS handlers. */
describe('/metrics of a running service', () => {
  let app: INestApplication;
  let client: RawNatsClient;

  beforeAll(async () => {
    useTestEnvironment();
    app = await bootstrapService({ name: 'kit_metrics', module: EchoModule, healthPort: 0, healthHost: '127.0.0.1' });
    client = await RawNatsClient.connect(testUrls().nats);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  it('counts the NATS requests per subject and outcome, with the connection and pool state', async () => {
    await client.call('kit-metrics.echo', {}, testContext());
    await client.call('kit-metrics.echo', {}, testContext());
    expect(await client.callError('kit-metrics.echo', { fail: true }, testContext())).toMatchObject({ statusCode: 404 });
    const res = await fetch(`${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/metrics`);
    expect(res.status).toBe(200);
    const body = await res.text();
    const has = (metric: string, labels: string[], value: RegExp) =>
      body.split('\n').some((l) => l.startsWith(`${metric}{`) && labels.every((x) => l.includes(x)) && value.test(l.split(' ').pop() ?? ''));
    expect(has('inasaku_rpc_requests_total', ['subject="kit-metrics.echo"', 'status="ok"', 'service="kit_metrics"'], /^2$/)).toBe(true);
    expect(has('inasaku_rpc_requests_total', ['subject="kit-metrics.echo"', 'status="404"'], /^1$/)).toBe(true);
    expect(has('inasaku_rpc_request_duration_seconds_count', ['subject="kit-metrics.echo"', 'status="ok"'], /^2$/)).toBe(true);
    expect(has('inasaku_nats_connected', ['service="kit_metrics"'], /^1$/)).toBe(true);
    expect(has('inasaku_db_pool_connections', ['state="total"'], /^[1-9]\d*$/)).toBe(true);
  });

  it('shows the backlog of a watched durable JetStream consumer (the readings lag, the export queue depth)', async () => {
    const nc = await connect({ servers: testUrls().nats });
    try {
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete('KIT_METRICS_LAG').catch(() => undefined);
      await jsm.streams.add({ name: 'KIT_METRICS_LAG', subjects: ['kit-metrics.lag.>'] });
      await jsm.consumers.add('KIT_METRICS_LAG', { durable_name: 'kit-lag', ack_policy: AckPolicy.Explicit });
      const js = nc.jetstream();
      for (let i = 0; i < 3; i += 1) await js.publish('kit-metrics.lag.x', new TextEncoder().encode(String(i)));
      app.get(EventBus).watchConsumer('KIT_METRICS_LAG', 'kit-lag');
      const body = await (await fetch(`${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/metrics`)).text();
      const line = body.split('\n').find((l) => l.startsWith('inasaku_jetstream_consumer_messages{') && l.includes('consumer="kit-lag"') && l.includes('state="pending"'));
      expect(line?.split(' ').pop()).toBe('3');
      await jsm.streams.delete('KIT_METRICS_LAG');
    } finally {
      await nc.close();
    }
  });
});
