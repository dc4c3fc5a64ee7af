import 'reflect-metadata';
import { Controller, Module, UseGuards } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, MessagePattern, Payload, type NatsContext } from '@nestjs/microservices';
import type { INestApplication } from '@nestjs/common';
import type { Msg } from 'nats';
import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { of } from 'rxjs';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';
import { SERVICE_CONFIG } from '../tokens';
import { currentRequestScope } from '../logging/request-scope';
import { InFlightRequests } from './in-flight';
import { RawJson } from './raw-json';
import { rpcError } from './rpc-error';
import { RpcAllExceptionsFilter } from './rpc-exception.filter';
import { SizeGuardSerializer } from './size-guard.serializer';
import { ServiceNatsServer } from './service-nats.server';
import { directHandlersOf } from './direct-handlers';
import { forwardingHandler } from './forwarding-handler';
import { Handles, type Envelope } from './handles';
import { NaturallyIdempotent } from '../idempotency/idempotency.interceptor';
import { z } from 'zod';

const countSchema = z.object({ n: z.number().int() });

class CountService {
  readonly seen: string[] = [];

  count(context: { requestId: string }, payload: { n: number }) {
    this.seen.push(`count ${payload.n} in ${context.requestId}`);
    return payload.n * 2;
  }
}

@Controller()
class PlainHandler {
  readonly seen: string[] = [];

  @MessagePattern('t.list')
  list(@Payload() data: { payload?: { n?: number } }) {
    this.seen.push(`list in ${currentRequestScope()?.requestId ?? 'no scope'}`);
    return Promise.resolve(new RawJson(`[${data.payload?.n ?? 0}]`));
  }

  @MessagePattern('t.fail')
  fail(@Payload() _data: unknown) {
    return rpcError(404, 'not_found', 'ない');
  }

  @MessagePattern('t.crash')
  async crash(@Payload() _data: unknown): Promise<never> {
    throw new Error('boom');
  }

  @MessagePattern('t.stream')
  stream(@Payload() _data: unknown) {
    return of(1);
  }

  @MessagePattern('t.context')
  context(@Payload() _data: unknown, @Ctx() ctx: NatsContext) {
    return ctx.getSubject();
  }

  @MessagePattern('t.twice')
  twiceHere(@Payload() _data: unknown) {
    return 1;
  }

  @MessagePattern('t.bare')
  bare() {
    return 1;
  }

  @EventPattern('t.event')
  event(@Payload() _data: unknown) {
    return undefined;
  }
}

@Controller()
@UseGuards({ canActivate: () => true })
class GuardedHandler {
  @MessagePattern('t.guarded')
  guarded(@Payload() _data: unknown) {
    return 1;
  }

  @MessagePattern('t.twice')
  twiceThere(@Payload() _data: unknown) {
    return 2;
  }
}

@Controller()
class EnvelopeHandler extends forwardingHandler(CountService, { count: ['t.count', countSchema] }) {
  @Handles('t.parsed', countSchema)
  @NaturallyIdempotent('the spec only reads')
  parsed({ context, payload }: Envelope<typeof countSchema>) {
    return { requestId: context.requestId, n: payload.n };
  }

  @Handles('t.context-only')
  contextOnly({ context }: Envelope) {
    return context.requestId;
  }
}

@Module({
  controllers: [PlainHandler, GuardedHandler, EnvelopeHandler],
  providers: [CountService, { provide: SERVICE_CONFIG, useValue: { name: 'direct-spec' } }, { provide: APP_INTERCEPTOR, useClass: RpcMetricsInterceptor }],
})
class SpecModule {}

const utf8 = new TextEncoder();
const text = new TextDecoder();

describe('directHandlersOf and the server answering them itself', () => {
  let app: INestApplication;
  const filter = new RpcAllExceptionsFilter({ log() {}, error() {}, warn() {} });

  beforeAll(async () => {
    app = await NestFactory.create(SpecModule, { logger: false });
    app.useGlobalFilters(filter);
  });
  afterAll(() => app.close());

  it('takes only plain @Payload() message handlers without enhancers, each subject handled once', () => {
    const direct = directHandlersOf(app);
    expect([...(direct?.handlers.keys() ?? [])].sort()).toEqual(['t.context-only', 't.count', 't.crash', 't.fail', 't.list', 't.parsed', 't.stream']);
    expect(direct?.filter).toBe(filter);
  });

  it('takes none where the application has another global enhancer', async () => {
    const other = await NestFactory.create(SpecModule, { logger: false });
    other.useGlobalFilters(filter);
    other.useGlobalPipes({ transform: (v: unknown) => v });
    expect(directHandlersOf(other)).toBeNull();
    await other.close();
  });

  it('answers as Nest does: the result, an RPC error, an unexpected error, a stream; in the request scope, counted in flight until answered', async () => {
    const server = new ServiceNatsServer({ servers: [], serializer: new SizeGuardSerializer() });
    server.useDirectHandlers(directHandlersOf(app));
    const replies: string[] = [];
    const inFlight: number[] = [];
    const msg = (subject: string, body: object): Msg => ({
      subject, reply: '_INBOX.x', headers: undefined, data: utf8.encode(JSON.stringify(body)),
      respond: (data: Uint8Array) => {
        inFlight.push(InFlightRequests.shared.size);
        replies.push(text.decode(data));
        return true;
      },
    }) as unknown as Msg;
    await server.handleMessage('t.list', msg('t.list', { pattern: 't.list', id: '1', data: { context: { requestId: 'r1' }, payload: { n: 7 } } }));
    await server.handleMessage('t.fail', msg('t.fail', { pattern: 't.fail', id: '2', data: {} }));
    await server.handleMessage('t.crash', msg('t.crash', { pattern: 't.crash', id: '3', data: {} }));
    await server.handleMessage('t.stream', msg('t.stream', { pattern: 't.stream', id: '4', data: {} }));
    await new Promise((r) => setImmediate(r));
    expect(replies).toEqual([
      '{"response":[7],"isDisposed":true,"id":"1"}',
      '{"err":{"statusCode":404,"code":"not_found","message":"ない"},"isDisposed":true,"id":"2"}',
      JSON.stringify({ err: { statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.internal }, isDisposed: true, id: '3' }),
      '{"response":1,"isDisposed":true,"id":"4"}',
    ]);
    expect(app.get(PlainHandler).seen).toEqual(['list in r1']);
    // Each held in flight while it was answered, none once answered and a turn gone.
    expect(inFlight.slice(0, 3).every((count) => count >= 1)).toBe(true);
    expect(InFlightRequests.shared.size).toBe(0);
  });

  it('leaves a request with an Idempotency-Key to Nest', async () => {
    const server = new ServiceNatsServer({ servers: [], serializer: new SizeGuardSerializer() });
    server.useDirectHandlers(directHandlersOf(app));
    const replies: string[] = [];
    const viaNest = jest.spyOn(Object.getPrototypeOf(ServiceNatsServer.prototype) as { handleMessage(): Promise<unknown> }, 'handleMessage');
    await server.handleMessage('t.list', {
      subject: 't.list', reply: '_INBOX.x', headers: undefined,
      data: utf8.encode(JSON.stringify({ pattern: 't.list', id: '5', data: { context: { idempotencyKey: 'k' } } })),
      respond: (data: Uint8Array) => replies.push(text.decode(data)),
    } as unknown as Msg);
    expect(viaNest).toHaveBeenCalledTimes(1);
    viaNest.mockRestore();
  });

  it('calls @Handles and forwarded handlers with the parsed envelope, and answers a bad one with the house 400', async () => {
    const server = new ServiceNatsServer({ servers: [], serializer: new SizeGuardSerializer() });
    server.useDirectHandlers(directHandlersOf(app));
    const replies: string[] = [];
    const send = (subject: string, id: string, data: unknown) =>
      server.handleMessage(subject, {
        subject, reply: '_INBOX.x', headers: undefined,
        data: utf8.encode(JSON.stringify({ pattern: subject, id, data })),
        respond: (reply: Uint8Array) => replies.push(text.decode(reply)),
      } as unknown as Msg);
    const context = { accountId: null, userId: null, managementId: null, isRootUser: false, admin: false, planType: null, pastYear: false, requestId: 'r7' };
    await send('t.parsed', '1', { context, payload: { n: 3, extra: true } });
    await send('t.count', '2', { context, payload: { n: 4 } });
    await send('t.context-only', '3', { context });
    await send('t.parsed', '4', { context, payload: { n: 'three' } });
    await send('t.count', '5', { payload: { n: 4 } });
    await new Promise((r) => setImmediate(r));
    const invalid = (id: string, field: string) => ({ err: { statusCode: 400, code: ERROR_CODES.validation, message: expect.any(String), field }, isDisposed: true, id });
    expect(replies.map((reply) => JSON.parse(reply) as unknown)).toEqual([
      { response: { requestId: 'r7', n: 3 }, isDisposed: true, id: '1' },
      { response: 8, isDisposed: true, id: '2' },
      { response: 'r7', isDisposed: true, id: '3' },
      invalid('4', 'n'),
      { err: { statusCode: 400, code: ERROR_CODES.validation, message: MESSAGES.invalidInput, field: 'context' }, isDisposed: true, id: '5' },
    ]);
    expect(app.get(CountService).seen).toEqual(['count 4 in r7']);
  });

  it('keeps the marks of other decorators on a @Handles method', () => {
    const method = EnvelopeHandler.prototype.parsed as unknown as object;
    expect(Reflect.getMetadata('inasaku:idempotent-write', method)).toBe('natural: the spec only reads');
    expect(Reflect.getMetadata('microservices:pattern', method)).toEqual(['t.parsed']);
  });
});
