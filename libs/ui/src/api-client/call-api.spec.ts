import { z } from 'zod';
import { defineRoutes, ROUTES } from '@inasaku/contracts';
import { ApiError, forgetIdempotencyKeys } from '../api';
import { callApi, pathOf } from './call-api';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** A fake gateway answering in turn and recording every request as sent. */
function gateway(...answers: { status: number; body?: unknown }[]) {
  const sent: Sent[] = [];
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined,
      signal: init.signal ?? undefined,
    });
    const a = answers.shift() ?? { status: 200, body: { data: null } };
    return { status: a.status, ok: a.status < 400, json: async () => a.body };
  });
  return sent;
}

const TEST_ROUTES = defineRoutes({
  'things.update': {
    method: 'PUT', path: '/api/things/:thing_id/parts/:part_no', subject: 'test.things.update', auth: 'session',
    body: z.object({ name: z.string() }), response: z.object({ thing_id: z.string(), name: z.string() }),
  },
  'things.list': {
    method: 'GET', path: '/api/things', subject: 'test.things.list', auth: 'session',
    query: z.object({ management_id: z.string().optional(), page: z.coerce.number().optional() }),
    response: z.object({ list: z.array(z.object({ thing_id: z.string() })), total_count: z.number() }),
  },
});

describe('callApi', () => {
  beforeEach(() => forgetIdempotencyKeys());

  it('fills the path parameters, each encoded as one segment', async () => {
    const sent = gateway({ status: 200, body: { data: { thing_id: 'a/b', name: '田' } } });
    await callApi(TEST_ROUTES['things.update'], { params: { thing_id: 'a/b?c', part_no: 3 }, body: { name: '田' } });
    expect(sent[0].url).toBe('/api/things/a%2Fb%3Fc/parts/3');
    expect(() => pathOf(TEST_ROUTES['things.update'], { thing_id: 'x' })).toThrow(/part_no/);
  });

  it('sends the query of a read (leaving out empty values) and no body nor key', async () => {
    const sent = gateway({ status: 200, body: { data: { list: [], total_count: 0 } } });
    await callApi(TEST_ROUTES['things.list'], { query: { management_id: 'm 1', page: undefined } });
    expect(sent[0]).toMatchObject({ url: '/api/things?management_id=m+1', method: 'GET', body: undefined });
    expect(sent[0].headers['Idempotency-Key']).toBeUndefined();
    expect(sent[0].headers['X-Requested-With']).toBe('inasaku');
  });

  it('sends the body of a write as JSON with the route method and exactly one Idempotency-Key', async () => {
    const sent = gateway({ status: 200, body: { data: { thing_id: '1', name: '田' } } });
    await callApi(TEST_ROUTES['things.update'], { params: { thing_id: '1', part_no: 1 }, body: { name: '田' } });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('PUT');
    expect(JSON.parse(sent[0].body ?? '')).toEqual({ name: '田' });
    expect(sent[0].headers['Content-Type']).toBe('application/json');
    expect(Object.keys(sent[0].headers).filter((h) => h.toLowerCase() === 'idempotency-key')).toHaveLength(1);
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[\w.:-]{8,128}$/);
  });

  it('keeps the Idempotency-Key given by the screen and passes signal and keepalive on', async () => {
    const sent = gateway({ status: 200, body: { data: {} } });
    const controller = new AbortController();
    await callApi(
      TEST_ROUTES['things.update'], { params: { thing_id: '1', part_no: 1 }, body: { name: '田' } },
      { idempotencyKey: 'outbox-key-0001', signal: controller.signal, keepalive: true },
    );
    expect(sent[0].headers['Idempotency-Key']).toBe('outbox-key-0001');
    expect(sent[0].signal).toBe(controller.signal);
  });

  it('rejects with the gateway error as an ApiError in Japanese, with its field', async () => {
    gateway({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '名前は必須項目です。', field: 'name' } } });
    const call = callApi(TEST_ROUTES['things.update'], { params: { thing_id: '1', part_no: 1 }, body: { name: '' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: '名前は必須項目です。', field: 'name' });
  });

  it('an answer without an error body still gets a Japanese message', async () => {
    gateway({ status: 502, body: null });
    await expect(callApi(TEST_ROUTES['things.list'])).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: 'サーバーへの接続に失敗しました。' });
  });

  it('rejects with the AbortError itself when the call is cancelled', async () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    await expect(callApi(TEST_ROUTES['things.list'], {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('resolves with the data of the answer, typed by the route response schema', async () => {
    gateway({ status: 200, body: { data: { list: [{ thing_id: 't1' }], total_count: 1 } } });
    const answer = await callApi(TEST_ROUTES['things.list'], { query: { page: 2 } });
    // Typed: a wrong property name here would not compile (checked by tsc over the sources).
    const first: string = answer.list[0].thing_id;
    const total: number = answer.total_count;
    expect([first, total]).toEqual(['t1', 1]);
  });

  it('refuses at compile time an input the route does not take (checked by tsc over the specs)', () => {
    const neverCalled = () => [
      // @ts-expect-error the path parameter part_no is missing
      callApi(TEST_ROUTES['things.update'], { params: { thing_id: '1' }, body: { name: '田' } }),
      // @ts-expect-error a write needs its body
      callApi(TEST_ROUTES['things.update'], { params: { thing_id: '1', part_no: 1 } }),
      // @ts-expect-error the body's name is a string
      callApi(TEST_ROUTES['things.update'], { params: { thing_id: '1', part_no: 1 }, body: { name: 1 } }),
    ];
    expect(typeof neverCalled).toBe('function');
  });

  it('calls the contract routes: a route with a path parameter of the works domain', async () => {
    const sent = gateway({ status: 200, body: { data: null } });
    await callApi(ROUTES['workHistories.delete'], { params: { work_history_id: 'wh 1' }, body: {} });
    expect(sent[0]).toMatchObject({ url: '/inasaku/work-histories/wh%201', method: 'DELETE' });
  });
});
