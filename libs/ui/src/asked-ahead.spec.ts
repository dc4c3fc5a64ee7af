import { apiFetch } from './api';
import { askAhead } from './asked-ahead';

type Answer = { status: number; data?: unknown } | 'network';

/** A fake gateway answering in turn; records each request's URL. */
function gateway(...answers: Answer[]) {
  const urls: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    urls.push(url);
    const a = answers.shift() ?? { status: 200, data: null };
    if (a === 'network') throw new TypeError('Failed to fetch');
    return { status: a.status, ok: a.status < 400, json: async () => (a.status < 400 ? { data: a.data } : { error: { code: 'X', message: 'エラー' } }) };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { urls, fetchMock };
}

const LOGS = '/inasaku/logs?management_id=m1&count=8';

describe('answers asked ahead', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the first GET of the same URL from the request asked ahead, once', async () => {
    const g = gateway({ status: 200, data: ['ahead'] }, { status: 200, data: ['again'] });
    askAhead(LOGS);
    await expect(apiFetch('/inasaku/logs', { query: { management_id: 'm1', count: 8 } })).resolves.toEqual(['ahead']);
    await expect(apiFetch('/inasaku/logs', { query: { management_id: 'm1', count: 8 } })).resolves.toEqual(['again']);
    expect(g.urls).toEqual([LOGS, LOGS]);
  });

  it('is not taken by another URL, by a write, or after ten seconds', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const g = gateway({ status: 200, data: 'ahead' }, { status: 200, data: 'page 2' }, { status: 200, data: 'saved' }, { status: 200, data: 'fresh' });
    askAhead(LOGS);
    await expect(apiFetch('/inasaku/logs', { query: { management_id: 'm1', count: 8, skip_page: 1 } })).resolves.toBe('page 2');
    await expect(apiFetch(LOGS, { method: 'POST', body: {} })).resolves.toBe('saved');
    jest.setSystemTime(10_001);
    await expect(apiFetch(LOGS)).resolves.toBe('fresh');
    expect(g.fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks a URL whose answer is still waiting only once; once taken, or after ten seconds, it may be asked ahead again', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const g = gateway({ status: 200, data: 'first' }, { status: 200, data: 'second' }, { status: 200, data: 'third' });
    askAhead(LOGS);
    askAhead(LOGS);
    await expect(apiFetch(LOGS)).resolves.toBe('first');
    askAhead(LOGS);
    jest.setSystemTime(10_001);
    askAhead(LOGS);
    await expect(apiFetch(LOGS)).resolves.toBe('third');
    expect(g.urls).toEqual([LOGS, LOGS, LOGS]);
  });

  it('asks again itself when the request asked ahead failed for lack of a network', async () => {
    const g = gateway('network', { status: 200, data: 'asked again' });
    askAhead(LOGS);
    await expect(apiFetch(LOGS)).resolves.toBe('asked again');
    expect(g.urls).toEqual([LOGS, LOGS]);
  });

  it('treats an answer asked ahead as its own: a refusal is the ApiError the screen would get', async () => {
    gateway({ status: 403 });
    askAhead(LOGS);
    await expect(apiFetch(LOGS)).rejects.toMatchObject({ status: 403, message: 'エラー' });
  });

  it('renews an expired session and asks again when the answer asked ahead was 401', async () => {
    const g = gateway({ status: 401 }, { status: 200, data: null }, { status: 200, data: 'after refresh' });
    askAhead(LOGS);
    await expect(apiFetch(LOGS)).resolves.toBe('after refresh');
    expect(g.urls).toEqual([LOGS, '/auth/refresh', LOGS]);
  });
});
