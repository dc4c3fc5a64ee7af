import { z } from 'zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { defineRoutes } from '@inasaku/contracts';
import { ApiError, forgetIdempotencyKeys } from '../api';
import { createTestQueryClient, setQueryYear } from './query-client';
import { queryKeyOf, useRouteMutation, useRouteQuery, type RouteMutationOptions } from './route-query';

const TEST_ROUTES = defineRoutes({
  'things.list': {
    method: 'GET', path: '/api/things', subject: 'test.things.list', auth: 'session',
    query: z.object({ management_id: z.string().optional(), kind: z.string().optional() }),
    response: z.object({ list: z.array(z.object({ thing_id: z.string(), name: z.string() })) }),
  },
  'things.get': {
    method: 'GET', path: '/api/things/:thing_id', subject: 'test.things.get', auth: 'session',
    response: z.object({ thing_id: z.string(), name: z.string() }),
  },
  'things.rename': {
    method: 'PUT', path: '/api/things/:thing_id', subject: 'test.things.rename', auth: 'session',
    body: z.object({ name: z.string() }), response: z.object({ thing_id: z.string(), name: z.string() }),
  },
  'things.remove': {
    method: 'DELETE', path: '/api/things/:thing_id', subject: 'test.things.remove', auth: 'session',
    response: z.object({ thing_id: z.string() }),
  },
  'years.list': {
    method: 'GET', path: '/api/years', subject: 'test.years.list', auth: 'session', yearScoped: false,
    response: z.array(z.string()),
  },
  'jobs.get': {
    method: 'GET', path: '/api/jobs/:job_id', subject: 'test.jobs.get', auth: 'session',
    response: z.object({ status: z.string() }),
  },
});
const R = TEST_ROUTES;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A fake gateway: `answer(method, path)` gives each request's { status, data | error }. */
function gateway(answer: (method: string, url: string) => { status?: number; data?: unknown; error?: unknown }) {
  const sent: Sent[] = [];
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    sent.push({
      method, url, headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined, signal: init.signal ?? undefined,
    });
    const a = answer(method, url);
    const status = a.status ?? 200;
    return { status, ok: status < 400, json: async () => (status < 400 ? { data: a.data } : { error: a.error }) };
  });
  return sent;
}

function withClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

function ThingList({ kind = 'a' }: { kind?: string }) {
  const { data, error } = useRouteQuery(R['things.list'], { query: { kind } });
  if (error) return <p role="alert">{error.message}</p>;
  return <p data-testid={`list-${kind}`}>{data ? data.list.map((t) => t.name).join(',') : '…'}</p>;
}

let names: Record<string, string>;

beforeEach(() => {
  forgetIdempotencyKeys();
  names = { t1: '一号田' };
});

const things = (method: string, _url?: string) => {
  if (method === 'PUT') return { data: { thing_id: 't1', name: 'new' } };
  return { data: { list: Object.entries(names).map(([thing_id, name]) => ({ thing_id, name })) } };
};

describe('useRouteQuery', () => {
  it('asks once for two screens wanting the same answer and gives both the typed data', async () => {
    const sent = gateway(things);
    const client = createTestQueryClient();
    render(
      <>
        <ThingList />
        <ThingList />
      </>,
      { wrapper: withClient(client) },
    );
    await waitFor(() => expect(screen.getAllByTestId('list-a').map((e) => e.textContent)).toEqual(['一号田', '一号田']));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/things?kind=a']);
  });

  it('keys the answer by route, input and the chosen year: another year is asked again', async () => {
    const sent = gateway(things);
    const client = createTestQueryClient();
    setQueryYear(client, 'm-2025');
    render(<ThingList />, { wrapper: withClient(client) });
    await screen.findByText('一号田');
    expect(client.getQueryData([...queryKeyOf(R['things.list'], { query: { kind: 'a' } }), { year: 'm-2025' }])).toEqual({
      list: [{ thing_id: 't1', name: '一号田' }],
    });
    names = { t1: '二号田' };
    act(() => setQueryYear(client, 'm-2026'));
    await screen.findByText('二号田');
    expect(sent).toHaveLength(2);
  });

  it('keeps one answer across years for a route the gateway does not answer per year', async () => {
    const sent = gateway(() => ({ data: ['2025', '2026'] }));
    const client = createTestQueryClient();
    setQueryYear(client, 'm-2025');
    function Years() {
      const { data } = useRouteQuery(R['years.list'], {});
      return <p data-testid="years">{data?.join(',')}</p>;
    }
    render(<Years />, { wrapper: withClient(client) });
    await waitFor(() => expect(screen.getByTestId('years').textContent).toBe('2025,2026'));
    act(() => setQueryYear(client, 'm-2026'));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent).toHaveLength(1);
  });

  it('shows the gateway\'s Japanese message as an ApiError, without retrying a refusal', async () => {
    const sent = gateway(() => ({ status: 404, error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } }));
    let seen: unknown;
    function Probe() {
      const { error } = useRouteQuery(R['things.get'], { params: { thing_id: 'x/1' } });
      seen = error;
      return error ? <p role="alert">{error.message}</p> : null;
    }
    render(<Probe />, { wrapper: withClient(createTestQueryClient()) });
    expect((await screen.findByRole('alert')).textContent).toBe('対象のデータが見つかりません。');
    expect(seen).toBeInstanceOf(ApiError);
    expect((seen as ApiError).status).toBe(404);
    expect(sent.map((s) => s.url)).toEqual(['/api/things/x%2F1']);
  });

  it('polls with refetchInterval until told to stop', async () => {
    let polls = 0;
    const sent = gateway(() => ({ data: { status: ++polls >= 3 ? 'done' : 'running' } }));
    function Job() {
      const { data } = useRouteQuery(R['jobs.get'], { params: { job_id: 'j1' } }, {
        refetchInterval: (q) => (q.state.data?.status === 'done' ? false : 10),
      });
      return <p data-testid="job">{data?.status}</p>;
    }
    render(<Job />, { wrapper: withClient(createTestQueryClient()) });
    await waitFor(() => expect(screen.getByTestId('job').textContent).toBe('done'));
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toHaveLength(3);
  });

  it('cancels the request when the screen goes away before the answer', async () => {
    const sent: Sent[] = [];
    (globalThis as { fetch: unknown }).fetch = jest.fn(
      (url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          sent.push({ method: 'GET', url, headers: {}, signal: init.signal ?? undefined });
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { unmount } = render(<ThingList />, { wrapper: withClient(createTestQueryClient()) });
    await waitFor(() => expect(sent).toHaveLength(1));
    unmount();
    await waitFor(() => expect(sent[0].signal?.aborted).toBe(true));
  });

  it('waits with enabled: false and asks once enabled', async () => {
    const sent = gateway(() => ({ data: { thing_id: 't1', name: '一号田' } }));
    function Detail() {
      const [id, setId] = useState<string | null>(null);
      const { data } = useRouteQuery(R['things.get'], { params: { thing_id: id ?? '' } }, { enabled: id !== null });
      return <button onClick={() => setId('t1')}>{data?.name ?? 'none'}</button>;
    }
    render(<Detail />, { wrapper: withClient(createTestQueryClient()) });
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
    act(() => screen.getByRole('button').click());
    await screen.findByText('一号田');
    expect(sent.map((s) => s.url)).toEqual(['/api/things/t1']);
  });
});

describe('useRouteMutation', () => {
  function Rename({ invalidates }: { invalidates?: RouteMutationOptions<(typeof R)['things.rename']> }) {
    const rename = useRouteMutation(R['things.rename'], invalidates);
    return (
      <button onClick={() => rename.mutate({ params: { thing_id: 't1' }, body: { name: '三号田' } })}>
        {rename.isSuccess ? 'saved' : 'save'}
      </button>
    );
  }

  it('sends the write with its Idempotency-Key and refetches what it invalidates before it settles', async () => {
    const sent = gateway((method, url) => {
      if (method === 'PUT') names.t1 = '三号田';
      return things(method, url);
    });
    render(
      <>
        <ThingList />
        <ThingList kind="b" />
        <Rename invalidates={{ invalidates: [R['things.list']] }} />
      </>,
      { wrapper: withClient(createTestQueryClient()) },
    );
    await waitFor(() => expect(screen.getByTestId('list-b').textContent).toBe('一号田'));
    act(() => screen.getByRole('button').click());
    await screen.findByText('saved');
    // Both inputs of the invalidated route were asked again before the mutation counted as done.
    expect(screen.getByTestId('list-a').textContent).toBe('三号田');
    expect(screen.getByTestId('list-b').textContent).toBe('三号田');
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/things/t1');
    expect(put.body).toEqual({ name: '三号田' });
    expect(put.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(4);
  });

  it('refetches the answer of a screen not on show too, so the way back never shows the old list', async () => {
    gateway((method, url) => {
      if (method === 'PUT') names.t1 = '三号田';
      return things(method, url);
    });
    function DetailThenBack() {
      const [onList, setOnList] = useState(true);
      return onList ? <><ThingList /><button onClick={() => setOnList(false)}>open</button></> : <Rename invalidates={{ invalidates: [R['things.list']] }} />;
    }
    const client = createTestQueryClient();
    const view = render(<DetailThenBack />, { wrapper: withClient(client) });
    await waitFor(() => expect(screen.getByTestId('list-a').textContent).toBe('一号田'));
    act(() => screen.getByRole('button', { name: 'open' }).click());
    act(() => screen.getByRole('button', { name: 'save' }).click());
    await screen.findByText('saved');
    // The list was not mounted during the write; its cached answer is already the new one.
    const cached = client.getQueriesData<{ list: { name: string }[] }>({ queryKey: queryKeyOf(R['things.list'], { query: { kind: 'a' } }) });
    expect(cached.map(([, data]) => data?.list[0].name)).toEqual(['三号田']);
    view.unmount();
  });

  it('reads again the list a detail screen waits on with enabled: false, so the way back never shows a deleted row', async () => {
    // The class of the brands bug: the detail screen keeps the list's key with a disabled query (read
    // only after a reload); TanStack's refetch skips such a query, and the list came back as before.
    let things = [{ thing_id: 't1', name: '一号田' }, { thing_id: 't2', name: '二号田' }];
    const sent = gateway((method, url) => {
      if (method === 'DELETE') things = things.filter((t) => !url.endsWith(`/${t.thing_id}`));
      return { data: method === 'DELETE' ? { thing_id: 't2' } : { list: things } };
    });
    const shown: string[] = [];
    function List() {
      const navigate = useNavigate();
      const { data } = useRouteQuery(R['things.list'], { query: {} });
      const names = data?.list.map((t) => t.name).join(',') ?? '…';
      shown.push(names);
      return <button onClick={() => void navigate('/detail')}>{names}</button>;
    }
    function Detail() {
      const navigate = useNavigate();
      useRouteQuery(R['things.list'], { query: {} }, { enabled: false });
      const remove = useRouteMutation(R['things.remove'], { invalidates: [R['things.list']] });
      return (
        <button onClick={() => void remove.mutateAsync({ params: { thing_id: 't2' } }).then(() => navigate('/'))}>
          delete
        </button>
      );
    }
    const client = createTestQueryClient();
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<List />} />
          <Route path="/detail" element={<Detail />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: withClient(client) },
    );
    const row = await screen.findByText('一号田,二号田');
    act(() => row.click());
    const remove = await screen.findByText('delete');
    act(() => remove.click());
    await screen.findByText('一号田');
    const back = shown.slice(shown.lastIndexOf('一号田,二号田') + 1);
    expect(back).not.toContain('一号田,二号田');
    expect(back.every((names) => names === '一号田')).toBe(true);
    // Read again while the detail screen was open, before the write settled.
    expect(sent.map((s) => s.method)).toEqual(['GET', 'DELETE', 'GET', 'GET']);
  });

  it('drops an answer no screen shows when reading it again fails, rather than show it as current later', async () => {
    let failing = false;
    gateway((method, url) => {
      if (method === 'PUT') {
        names.t1 = '三号田';
        failing = true;
      }
      if (failing && method === 'GET') return { status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: '混み合っています。' } };
      return things(method, url);
    });
    function DetailThenBack() {
      const [onList, setOnList] = useState(true);
      return onList ? <><ThingList /><button onClick={() => setOnList(false)}>open</button></> : <Rename invalidates={{ invalidates: [R['things.list']] }} />;
    }
    const client = createTestQueryClient();
    render(<DetailThenBack />, { wrapper: withClient(client) });
    await waitFor(() => expect(screen.getByTestId('list-a').textContent).toBe('一号田'));
    act(() => screen.getByRole('button', { name: 'open' }).click());
    act(() => screen.getByRole('button', { name: 'save' }).click());
    await screen.findByText('saved');
    const cached = client.getQueriesData({ queryKey: queryKeyOf(R['things.list']) });
    expect(cached.map(([, data]) => data)).toEqual([undefined]);
  });

  it('drops the answers of another year instead of reading them again for the chosen one', async () => {
    const sent = gateway((method, url) => {
      if (method === 'PUT') names.t1 = '三号田';
      return things(method, url);
    });
    const client = createTestQueryClient();
    setQueryYear(client, 'm-2025');
    const view = render(<ThingList />, { wrapper: withClient(client) });
    await screen.findByText('一号田');
    view.unmount();
    setQueryYear(client, 'm-2026');
    render(<><ThingList /><Rename invalidates={{ invalidates: [R['things.list']] }} /></>, { wrapper: withClient(client) });
    await screen.findByText('一号田');
    act(() => screen.getByRole('button').click());
    await screen.findByText('saved');
    expect(screen.getByTestId('list-a').textContent).toBe('三号田');
    const key = queryKeyOf(R['things.list'], { query: { kind: 'a' } });
    expect(client.getQueryData([...key, { year: 'm-2025' }])).toBeUndefined();
    expect(client.getQueryData([...key, { year: 'm-2026' }])).toEqual({ list: [{ thing_id: 't1', name: '三号田' }] });
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(3);
  });

  it('invalidates only the keys a function names from the write', async () => {
    const sent = gateway(things);
    render(
      <>
        <ThingList />
        <ThingList kind="b" />
        <Rename invalidates={{ invalidates: () => [queryKeyOf(R['things.list'], { query: { kind: 'b' } })] }} />
      </>,
      { wrapper: withClient(createTestQueryClient()) },
    );
    await waitFor(() => expect(screen.getByTestId('list-b').textContent).toBe('一号田'));
    act(() => screen.getByRole('button').click());
    await screen.findByText('saved');
    expect(sent.filter((s) => s.method === 'GET').map((s) => s.url)).toEqual([
      '/api/things?kind=a', '/api/things?kind=b', '/api/things?kind=b',
    ]);
  });

  it('refetches nothing when the write is refused', async () => {
    const sent = gateway((method, url) =>
      method === 'PUT' ? { status: 400, error: { code: 'VALIDATION', message: '名前を入力してください。' } } : things(method, url),
    );
    function Failing() {
      const rename = useRouteMutation(R['things.rename'], { invalidates: [R['things.list']] });
      return (
        <button onClick={() => rename.mutate({ params: { thing_id: 't1' }, body: { name: '' } })}>
          {rename.error?.message ?? 'save'}
        </button>
      );
    }
    render(
      <>
        <ThingList />
        <Failing />
      </>,
      { wrapper: withClient(createTestQueryClient()) },
    );
    await screen.findByText('一号田');
    act(() => screen.getByRole('button').click());
    await screen.findByText('名前を入力してください。');
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(1);
  });
});
