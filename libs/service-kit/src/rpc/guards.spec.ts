import { anonymousContext, type RequestContext } from '@inasaku/contracts';
import { RpcError } from './rpc-error';
import { WRITE_REFUSED_MESSAGES, assertWritable, requireAccount } from './guards';

const ctx = (over: Partial<RequestContext>): RequestContext => ({
  ...anonymousContext('r1'), accountId: 'a1', userId: 'u1', managementId: 'm1', planType: 1, ...over,
});

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof RpcError) return e.body;
    throw e;
  }
  return null;
}

describe('requireAccount', () => {
  it('returns the account of the context, 401 without one', () => {
    expect(requireAccount(ctx({}))).toBe('a1');
    expect(refusal(() => requireAccount(anonymousContext('r')))).toMatchObject({ statusCode: 401 });
  });
});

describe('assertWritable', () => {
  it('lets free and standard plans write in the current year', () => {
    expect(assertWritable(ctx({ planType: 1 }))).toBe('a1');
    expect(assertWritable(ctx({ planType: 3 }))).toBe('a1');
  });

  it('refuses expired and stopped plans with the read-only message', () => {
    for (const planType of [2, 4, null]) {
      expect(refusal(() => assertWritable(ctx({ planType })))).toEqual({
        statusCode: 403, code: 'FORBIDDEN', message: WRITE_REFUSED_MESSAGES.readOnlyPlan,
      });
    }
  });

  it('lets admins write whatever the plan, but not in a past year', () => {
    expect(assertWritable(ctx({ planType: 4, admin: true }))).toBe('a1');
    expect(refusal(() => assertWritable(ctx({ admin: true, pastYear: true })))?.message).toBe(WRITE_REFUSED_MESSAGES.pastYear);
  });

  it('refuses a past year', () => {
    expect(refusal(() => assertWritable(ctx({ pastYear: true })))).toMatchObject({ statusCode: 403, message: WRITE_REFUSED_MESSAGES.pastYear });
  });

  it('names the plan first when both apply', () => {
    expect(refusal(() => assertWritable(ctx({ planType: 2, pastYear: true })))?.message).toBe(WRITE_REFUSED_MESSAGES.readOnlyPlan);
  });

  it('can leave read-only plans open (home position) but never a past year', () => {
    expect(assertWritable(ctx({ planType: 2 }), { allowReadOnlyPlan: true })).toBe('a1');
    expect(refusal(() => assertWritable(ctx({ planType: 2, pastYear: true }), { allowReadOnlyPlan: true }))?.message).toBe(
      WRITE_REFUSED_MESSAGES.pastYear,
    );
  });

  it('needs an account', () => {
    expect(refusal(() => assertWritable(anonymousContext('r')))).toMatchObject({ statusCode: 401 });
  });
});
