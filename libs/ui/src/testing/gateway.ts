/** A canned gateway answer: `data` for 2xx, `{ error: { code, message } }` otherwise. */
export type Reply =
  | { status?: number; data: unknown }
  | { status: number; error: { code: string; message: string; field?: string } }
  | { network: true };

type Handler = Reply | ((body: unknown, query: URLSearchParams) => Reply);

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The gateway as the remotes' unit tests see it: replaces fetch with a route table keyed by
 * 'METHOD /path'. Calls are recorded, a JSON body parsed and a FormData body (an image upload)
 * kept as sent; a route without a handler answers 404 (as the gateway does for an unknown path)
 * and is recorded too.
 */
export function mockGateway(routes: Record<string, Handler | Handler[]>) {
  const calls: ApiCall[] = [];
  const queues = new Map<string, Handler[]>(Object.entries(routes).map(([key, h]) => [key, Array.isArray(h) ? [...h] : [h]]));
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const [path, qs] = input.split('?');
    const query = new URLSearchParams(qs ?? '');
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, query, body });
    const queue = queues.get(`${method} ${path}`);
    let reply: Reply;
    if (!queue?.length) reply = { status: 404, error: { code: 'NOT_FOUND', message: '見つかりません' } };
    else {
      // The last handler of a list answers every later call.
      const handler = queue.length > 1 ? queue.shift()! : queue[0];
      reply = typeof handler === 'function' ? handler(body, query) : handler;
    }
    if ('network' in reply) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const json = 'error' in reply ? { error: reply.error } : { data: reply.data };
    return { ok: status >= 200 && status < 300, status, json: async () => json } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    set: (key: string, h: Handler | Handler[]) => queues.set(key, Array.isArray(h) ? [...h] : [h]),
  };
}

export const err = (status: number, code: string, message: string, field?: string): Reply => ({
  status,
  error: { code, message, ...(field ? { field } : {}) },
});
