import { apiFetch, forgetIdempotencyKeys } from './api';

type Answer = { status: number; body?: unknown } | 'network';

/** A fake gateway: answers in turn, records the Idempotency-Key of every call. */
function gateway(...answers: Answer[]) {
  const keys: (string | undefined)[] = [];
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const a = answers.shift() ?? { status: 200, body: { data: null } };
    if (a === 'network') throw new TypeError('Failed to fetch');
    return { status: a.status, ok: a.status < 400, json: async () => a.body ?? { error: { code: 'X', message: 'エラー' } } };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { keys, fetchMock };
}

const save = () => apiFetch('/inasaku/work-histories', { method: 'POST', body: { name: '田植え' } });

describe('apiFetch Idempotency-Key', () => {
  beforeEach(() => forgetIdempotencyKeys());

  it('sends a key with every write and none with a read', async () => {
    const g = gateway({ status: 200, body: { data: [] } }, { status: 200, body: { data: 1 } }, { status: 200, body: { data: 1 } });
    await apiFetch('/inasaku/paddy-fields');
    await save();
    await apiFetch('/inasaku/paddy-fields/1', { method: 'DELETE' });
    expect(g.keys[0]).toBeUndefined();
    expect(g.keys[1]).toMatch(/^[\w.:-]{8,128}$/);
    expect(g.keys[2]).toMatch(/^[\w.:-]{8,128}$/);
    expect(g.keys[1]).not.toBe(g.keys[2]);
  });

  it('reuses the key when 保存 is pressed again after a 504 or a network error, until the write is answered', async () => {
    const g = gateway({ status: 504 }, 'network', { status: 200, body: { data: { ok: true } } }, { status: 200, body: { data: {} } });
    await expect(save()).rejects.toMatchObject({ status: 504 });
    await expect(save()).rejects.toMatchObject({ status: 0 });
    await expect(save()).resolves.toEqual({ ok: true });
    expect(g.keys[1]).toBe(g.keys[0]);
    expect(g.keys[2]).toBe(g.keys[0]);
    // Answered: the same save pressed once more is a new action with a new key.
    await save();
    expect(g.keys[3]).not.toBe(g.keys[0]);
  });

  it('a different body after a timeout is a different action', async () => {
    const g = gateway({ status: 504 }, { status: 200, body: { data: {} } });
    await expect(save()).rejects.toMatchObject({ status: 504 });
    await apiFetch('/inasaku/work-histories', { method: 'POST', body: { name: '稲刈り' } });
    expect(g.keys[1]).not.toBe(g.keys[0]);
  });

  it('a validation error (400) forgets the key: the corrected form is a new action', async () => {
    const g = gateway({ status: 400 }, { status: 200, body: { data: {} } });
    await expect(save()).rejects.toMatchObject({ status: 400 });
    await save();
    expect(g.keys[1]).not.toBe(g.keys[0]);
  });

  it('the resend after a session refresh carries the same key, and a screen can give its own key', async () => {
    const g = gateway({ status: 401 }, { status: 200 }, { status: 200, body: { data: {} } }, { status: 200, body: { data: {} } });
    await save();
    // calls: the write (401), /auth/refresh, the write again
    expect(g.fetchMock.mock.calls[1][0]).toBe('/auth/refresh');
    expect(g.keys[2]).toBe(g.keys[0]);
    await apiFetch('/inasaku/x', { method: 'PUT', body: {}, idempotencyKey: 'queued-action-0001' });
    expect(g.keys[3]).toBe('queued-action-0001');
  });
});

describe('apiFetch session refresh', () => {
  it('one refresh for the whole page: two bundles (two copies of this module) that get 401 together send one /auth/refresh', async () => {
    let copyA: typeof import('./api') | undefined;
    let copyB: typeof import('./api') | undefined;
    jest.isolateModules(() => {
      copyA = jest.requireActual<typeof import('./api')>('./api');
    });
    jest.isolateModules(() => {
      copyB = jest.requireActual<typeof import('./api')>('./api');
    });
    expect(copyA).not.toBe(copyB);
    let release: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
      calls.push(url);
      if (url === '/auth/refresh') {
        await refreshAnswered;
        return { status: 200, ok: true, json: async () => ({ data: {} }) };
      }
      const refreshed = calls.includes('/auth/refresh') && calls.filter((c) => c === url).length > 1;
      return refreshed
        ? { status: 200, ok: true, json: async () => ({ data: url }) }
        : { status: 401, ok: false, json: async () => ({ error: { code: 'UNAUTHORIZED', message: 'ログインしてください。' } }) };
    });
    const a = copyA!.apiFetch('/inasaku/a');
    const b = copyB!.apiFetch('/inasaku/b');
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(Promise.all([a, b])).resolves.toEqual(['/inasaku/a', '/inasaku/b']);
    expect(calls.filter((c) => c === '/auth/refresh')).toHaveLength(1);
  });
});
