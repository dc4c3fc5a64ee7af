import { z } from 'zod';
import { parseEnvelope } from './parse-envelope';

// A gateway or service of the next version may send fields this one does not know yet:
// they are dropped, never refused, so independent deploys need no lock-step.
describe('services tolerate unknown fields', () => {
  const context = {
    accountId: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    managementId: '00000000-0000-4000-8000-000000000003',
    isRootUser: true,
    admin: true,
    planType: 1,
    pastYear: false,
    requestId: 'req-1',
  };

  it('in the payload: accepted, the unknown field dropped', () => {
    const schema = z.object({ name: z.string() });
    const { payload } = parseEnvelope(schema, { context, payload: { name: 'a', color: 'red' } });
    expect(payload).toEqual({ name: 'a' });
  });

  it('in the request context: accepted (a newer gateway may add trace fields)', () => {
    const { context: parsed } = parseEnvelope(z.object({}), { context: { ...context, traceparent: '00-abc-def-01' }, payload: {} });
    expect(parsed.requestId).toBe('req-1');
  });
});
