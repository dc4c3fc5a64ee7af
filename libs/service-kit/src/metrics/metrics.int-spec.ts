import { Controller, Logger, Module, type INestApplication } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RawNatsClient, testContext, testUrls, useTestEnvironment } from '@inasaku/testing';
import { bootstrapService } from '../bootstrap';
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
});
