import { defer, of, throwError, lastValueFrom } from 'rxjs';
import { Logger, type ExecutionContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus';
import { createJsonLogger } from '../logging/json-logger';
import { RpcMetricsInterceptor } from './rpc-metrics.interceptor';
import { MetricsService } from './metrics.service';
import { MetricsController } from './metrics.controller';
import type { ConsumerBacklog } from './service-metrics';
import { promSample } from '@inasaku/testing';

let n = 0;
const serviceName = () => `svc${++n}`;

function rpcContext(subject: string, data: unknown, headers?: Record<string, string>): ExecutionContext {
  return {
    getType: () => 'rpc',
    switchToRpc: () => ({
      getData: () => data,
      getContext: () => ({ getSubject: () => subject, getHeaders: () => (headers ? { get: (k: string) => headers[k] ?? '' } : undefined) }),
    }),
  } as unknown as ExecutionContext;
}

function setup(
  pool: { totalCount: number; idleCount: number; waitingCount: number } | null = { totalCount: 4, idleCount: 3, waitingCount: 0 },
  connected = true,
  backlogs: ConsumerBacklog[] = [],
) {
  const name = serviceName();
  const config = { name, databaseUrl: '', redisUrl: '', natsUrl: '' };
  const service = new MetricsService(config, { driver: { master: pool ?? undefined } } as unknown as DataSource, { isConnected: () => connected, consumerBacklogs: async () => backlogs } as unknown as EventBus);
  const interceptor = new RpcMetricsInterceptor(config);
  const controller = new MetricsController(service);
  const scrape = async () => {
    let body = '';
    const headers: Record<string, string> = {};
    await controller.scrape({ setHeader: (k: string, v: string) => (headers[k] = v), send: (b: string) => (body = b) } as never);
    return { body, headers };
  };
  return { name, interceptor, scrape };
}

describe('service metrics at /metrics', () => {
  it('counts and times each NATS subject by outcome', async () => {
    const { name, interceptor, scrape } = setup();
    const ctx = { context: { requestId: 'r1' }, payload: {} };
    await lastValueFrom(interceptor.intercept(rpcContext('works.seasons.list', ctx), { handle: () => of({ data: [] }) }));
    await lastValueFrom(interceptor.intercept(rpcContext('works.seasons.list', ctx), { handle: () => of({ data: [] }) }));
    await expect(
      lastValueFrom(interceptor.intercept(rpcContext('works.seasons.create', ctx), { handle: () => throwError(() => ({ statusCode: 400, code: 'validation', message: 'x' })) })),
    ).rejects.toMatchObject({ statusCode: 400 });
    const { body, headers } = await scrape();
    expect(headers['Content-Type']).toMatch(/^text\/plain/);
    expect(promSample(body, 'inasaku_rpc_requests_total', { service: name, subject: 'works.seasons.list', status: 'ok' })).toBe(2);
    expect(promSample(body, 'inasaku_rpc_requests_total', { service: name, subject: 'works.seasons.create', status: '400' })).toBe(1);
    expect(promSample(body, 'inasaku_rpc_request_duration_seconds_count', { service: name, subject: 'works.seasons.list', status: 'ok' })).toBe(2);
    expect(promSample(body, 'inasaku_rpc_request_duration_seconds_bucket', { service: name, subject: 'works.seasons.list', le: '5' })).toBe(2);
  });

  it('an unexpected error counts as 500', async () => {
    const { name, interceptor, scrape } = setup();
    await expect(lastValueFrom(interceptor.intercept(rpcContext('a.b.c', {}), { handle: () => throwError(() => new Error('boom')) }))).rejects.toThrow('boom');
    expect(promSample((await scrape()).body, 'inasaku_rpc_requests_total', { service: name, subject: 'a.b.c', status: '500' })).toBe(1);
  });

  it('shows the NATS connection and the PostgreSQL pool as they are when scraped', async () => {
    const up = setup({ totalCount: 5, idleCount: 2, waitingCount: 1 }, true);
    const body = (await up.scrape()).body;
    expect(promSample(body, 'inasaku_nats_connected', { service: up.name })).toBe(1);
    expect(promSample(body, 'inasaku_db_pool_connections', { service: up.name, state: 'total' })).toBe(5);
    expect(promSample(body, 'inasaku_db_pool_connections', { service: up.name, state: 'idle' })).toBe(2);
    expect(promSample(body, 'inasaku_db_pool_connections', { service: up.name, state: 'waiting' })).toBe(1);
    expect(body).toContain('process_resident_memory_bytes');
    const down = setup(null, false);
    const downBody = (await down.scrape()).body;
    expect(promSample(downBody, 'inasaku_nats_connected', { service: down.name })).toBe(0);
    expect(promSample(downBody, 'inasaku_db_pool_connections', { service: down.name, state: 'total' })).toBeUndefined();
  });

  it('shows the lag of each watched JetStream consumer: readings not yet stored, export jobs queued', async () => {
    const { name, scrape } = setup(undefined, true, [
      { stream: 'SENSOR_READINGS', consumer: 'water-readings', pending: 1200, ackPending: 300 },
      { stream: 'REPORTS_EXPORTS', consumer: 'reports-exports', pending: 2, ackPending: 1 },
    ]);
    const body = (await scrape()).body;
    const at = (stream: string, consumer: string, state: string) =>
      promSample(body, 'inasaku_jetstream_consumer_messages', { service: name, stream, consumer, state });
    expect(at('SENSOR_READINGS', 'water-readings', 'pending')).toBe(1200);
    expect(at('SENSOR_READINGS', 'water-readings', 'ack_pending')).toBe(300);
    expect(at('REPORTS_EXPORTS', 'reports-exports', 'pending')).toBe(2);
  });

  it('HTTP requests on the health port pass untouched', async () => {
    const { interceptor } = setup();
    const http = { getType: () => 'http' } as unknown as ExecutionContext;
    await expect(lastValueFrom(interceptor.intercept(http, { handle: () => of('ok') }))).resolves.toBe('ok');
  });
});

describe('the request id in every log line of a request', () => {
  const lines: string[] = [];
  let write: jest.SpyInstance;
  beforeEach(() => {
    lines.length = 0;
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    Logger.overrideLogger(createJsonLogger('works', 'log'));
  });
  afterEach(() => {
    write.mockRestore();
    Logger.overrideLogger(new Logger());
  });

  it('a log line written by the handler, even after an await, names the gateway request id and the subject', async () => {
    const { interceptor } = setup();
    const handler = async () => {
      await new Promise((r) => setTimeout(r, 5));
      new Logger('SeasonsService').log('season created');
      return { data: 1 };
    };
    // Nest subscribes to the handler's promise inside the interceptor's handle().
    await lastValueFrom(interceptor.intercept(rpcContext('works.seasons.create', { context: { requestId: 'req-abc' }, payload: {} }), { handle: () => defer(handler) }));
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.message === 'season created');
    expect(entry).toMatchObject({ level: 'log', context: 'SeasonsService', requestId: 'req-abc', subject: 'works.seasons.create' });
  });

  it('at LOG_LEVEL=debug each handled request is one line with its id, subject, outcome and time', async () => {
    Logger.overrideLogger(createJsonLogger('works', 'debug'));
    const { interceptor } = setup();
    await lastValueFrom(interceptor.intercept(rpcContext('works.seasons.list', { context: { requestId: 'req-dbg' }, payload: {} }), { handle: () => of(1) }));
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.message?.msg === 'handled');
    expect(entry).toMatchObject({ level: 'debug', requestId: 'req-dbg', subject: 'works.seasons.list', message: { status: 'ok' } });
    expect(typeof entry.message.ms).toBe('number');
  });

  it('at the default level the handled line is not written', async () => {
    const { interceptor } = setup();
    await lastValueFrom(interceptor.intercept(rpcContext('works.seasons.list', { context: { requestId: 'req-quiet' }, payload: {} }), { handle: () => of(1) }));
    expect(lines.filter((l) => l.includes('req-quiet'))).toEqual([]);
  });

  it('falls back to the x-request-id NATS header; outside a request no id is added', async () => {
    const { interceptor } = setup();
    await lastValueFrom(
      interceptor.intercept(rpcContext('fields.brands.list', {}, { 'x-request-id': 'hdr-1' }), {
        handle: () => {
          new Logger('BrandsService').log('listing');
          return of(1);
        },
      }),
    );
    new Logger('Bootstrap').log('idle');
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.find((e) => e.message === 'listing')).toMatchObject({ requestId: 'hdr-1' });
    expect(entries.find((e) => e.message === 'idle')).not.toHaveProperty('requestId');
  });
});

describe('RpcMetricsInterceptor with the idempotency of writes inside it', () => {
  it('runs a keyed write of the table in its unit, inside the request scope and the counts; a read passes', async () => {
    const { IdempotencyInterceptor } = await import('../idempotency/idempotency.interceptor');
    const { Reflector, APP_INTERCEPTOR } = await import('@nestjs/core');
    const { currentRequestScope } = await import('../logging/request-scope');
    const { ServiceKitModule } = await import('../service-kit.module');
    const runs: string[] = [];
    const writes = {
      run: async (_c: unknown, subject: string, _p: unknown, work: () => Promise<unknown>) => {
        runs.push(`${subject} in ${currentRequestScope()?.requestId}`);
        return work();
      },
    };
    const name = serviceName();
    const interceptor = new RpcMetricsInterceptor(
      { name, databaseUrl: '', redisUrl: '', natsUrl: '' },
      new IdempotencyInterceptor(writes as never, new Reflector()),
    );
    const context = {
      accountId: 'a1', userId: 'u1', managementId: 'm1', isRootUser: true, admin: false, planType: 1, pastYear: false,
      requestId: 'r9', idempotencyKey: 'k1',
    };
    const ctx = (subject: string) => {
      const c = rpcContext(subject, { context, payload: { brand_name: 'x' } }) as ExecutionContext & { getHandler: () => () => void };
      c.getHandler = () => () => undefined;
      return c;
    };
    await expect(lastValueFrom(interceptor.intercept(ctx('fields.brands.create'), { handle: () => defer(async () => ({ ok: 1 })) }))).resolves.toEqual({ ok: 1 });
    await lastValueFrom(interceptor.intercept(ctx('fields.brands.list'), { handle: () => of([]) }));
    expect(runs).toEqual(['fields.brands.create in r9']);
    // One interceptor in Nest's chain: the idempotency one is a provider it uses, not a second APP_INTERCEPTOR.
    const providers = ServiceKitModule.forRoot({ name, entities: [], migrations: [] }).providers ?? [];
    const interceptors = providers.filter((p) => typeof p === 'object' && 'provide' in p && p.provide === APP_INTERCEPTOR);
    expect(interceptors).toEqual([{ provide: APP_INTERCEPTOR, useClass: RpcMetricsInterceptor }]);
    expect(providers).toContain(IdempotencyInterceptor);
  });
});

describe('RpcMetricsInterceptor without a logger', () => {
  it('answers and counts when logging is switched off (no logger instance to ask for its levels)', async () => {
    Logger.overrideLogger(false);
    try {
      const { name, interceptor, scrape } = setup();
      await expect(lastValueFrom(interceptor.intercept(rpcContext('a.b.quiet', { context: { requestId: 'q' } }), { handle: () => of(7) }))).resolves.toBe(7);
      expect(promSample((await scrape()).body, 'inasaku_rpc_requests_total', { service: name, subject: 'a.b.quiet', status: 'ok' })).toBe(1);
    } finally {
      Logger.overrideLogger(createJsonLogger('test', 'log'));
    }
  });
});
