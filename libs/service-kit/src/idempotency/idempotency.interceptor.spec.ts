import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import { HTTP_ROUTES, SUBJECTS, WEATHER_SUBJECTS, type RequestContext } from '@inasaku/contracts';
import { IdempotencyInterceptor, IdempotentWrite, NaturallyIdempotent, WRITE_ROUTE_SUBJECTS, isWriteRoute } from './idempotency.interceptor';
import type { IdempotentWrites } from './idempotent-writes';

/** The services whose integration suites check uncoveredWriteRoutes (src/idempotent-writes.int-spec.ts in each). */
const CHECKED_SERVICES = ['account', 'fields', 'works', 'water', 'weather', 'reports'];

const context = (over: Partial<RequestContext> = {}): RequestContext => ({
  accountId: 'a1', userId: 'u1', managementId: 'm1', isRootUser: true, admin: false, planType: 1, pastYear: false,
  requestId: 'r1', idempotencyKey: 'k1', ...over,
});

class Handlers {
  plain(): void {}
  @IdempotentWrite()
  marked(): void {}
  @NaturallyIdempotent('a repeat asks for the same thing')
  natural(): void {}
}

function rpc(subject: string, data: unknown, handler: keyof Handlers = 'plain'): ExecutionContext {
  return {
    getType: () => 'rpc',
    getHandler: () => Handlers.prototype[handler],
    switchToRpc: () => ({ getContext: () => ({ getSubject: () => subject }), getData: () => data }),
  } as unknown as ExecutionContext;
}

describe('IdempotencyInterceptor', () => {
  const runs: { subject: string; key: string | null | undefined; payload: unknown }[] = [];
  const writes = {
    run: async (c: RequestContext, subject: string, payload: unknown, work: () => Promise<unknown>) => {
      runs.push({ subject, key: c.idempotencyKey, payload });
      return work();
    },
  } as unknown as IdempotentWrites;
  const interceptor = new IdempotencyInterceptor(writes, new Reflector());
  const next: CallHandler = { handle: () => of({ ok: true }) };
  const call = (ctx: ExecutionContext) => lastValueFrom(interceptor.intercept(ctx, next));

  beforeEach(() => {
    runs.length = 0;
  });

  it('every write route of the table belongs to a service whose suite checks that it is covered', () => {
    const writesOfTable = HTTP_ROUTES.filter(isWriteRoute);
    expect(writesOfTable.length).toBeGreaterThan(40);
    expect(writesOfTable.filter((r) => !CHECKED_SERVICES.includes(r.subject.split('.')[0])).map((r) => r.subject)).toEqual([]);
    for (const r of writesOfTable) expect(WRITE_ROUTE_SUBJECTS.has(r.subject)).toBe(true);
    // Reads and the sign-in flows (no session yet, no key) are not writes of a signed-in user.
    expect(WRITE_ROUTE_SUBJECTS.has(SUBJECTS.fields.paddyFields.list)).toBe(false);
    expect(WRITE_ROUTE_SUBJECTS.has(SUBJECTS.account.auth.signIn)).toBe(false);
  });

  it('runs a keyed write of the route table as one unit, under its subject and payload', async () => {
    const payload = { paddy_fields: [{ map_pos: '36.6,138.1' }] };
    await expect(call(rpc(SUBJECTS.fields.paddyFields.create, { context: context(), payload }))).resolves.toEqual({ ok: true });
    expect(runs).toEqual([{ subject: SUBJECTS.fields.paddyFields.create, key: 'k1', payload }]);
  });

  it('passes reads, writes without a key, a malformed context and a naturally idempotent handler untouched; runs a marked handler', async () => {
    await call(rpc(SUBJECTS.fields.paddyFields.list, { context: context(), payload: {} }));
    await call(rpc(SUBJECTS.fields.paddyFields.create, { context: context({ idempotencyKey: undefined }), payload: {} }));
    await call(rpc(SUBJECTS.fields.paddyFields.create, { context: { ...context(), isRootUser: 'yes' }, payload: {} }));
    await call(rpc(WEATHER_SUBJECTS.infos.create, { context: context(), payload: {} }, 'natural'));
    expect(runs).toEqual([]);
    await call(rpc('fields.internal.rebuild', { context: context(), payload: {} }, 'marked'));
    expect(runs.map((r) => r.subject)).toEqual(['fields.internal.rebuild']);
  });
});
