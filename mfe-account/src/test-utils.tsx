import { QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@inasaku/contracts';
import { createTestQueryClient, InasakuProvider } from '@inasaku/ui';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import AuthView from './auth/AuthView';

// Role queries otherwise call getComputedStyle on every ancestor, which is slow in jsdom
// under antd's many injected style tags; no screen here hides content it queries for.
// The longer wait covers antd's debounced validation on a busy CI machine.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

/** A canned gateway answer: `data` for 2xx, `{ error: { code, message } }` otherwise. */
export type Reply =
  | { status?: number; data: unknown }
  | { status: number; error: { code: string; message: string } }
  | { network: true };

type Handler = Reply | ((body: unknown) => Reply);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a route table keyed by 'METHOD /path'. Calls are recorded; a route
 * without a handler fails the test loudly rather than hanging.
 */
export function mockGateway(routes: Record<string, Handler | Handler[]>) {
  const calls: ApiCall[] = [];
  const queues = new Map<string, Handler[]>(
    Object.entries(routes).map(([key, h]) => [key, Array.isArray(h) ? [...h] : [h]]),
  );
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = input.split('?')[0];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const queue = queues.get(`${method} ${path}`);
    if (!queue?.length) throw new Error(`unexpected call ${method} ${path}`);
    // The last handler of a list answers every later call.
    const handler = queue.length > 1 ? queue.shift()! : queue[0];
    const reply = typeof handler === 'function' ? handler(body) : handler;
    if ('network' in reply) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const json = 'error' in reply ? { error: reply.error } : { data: reply.data };
    return { ok: status >= 200 && status < 300, status, json: async () => json } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** Calls to one route, e.g. `callsTo('POST /auth/sign-in')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Replaces the handlers of one route. */
    set: (key: string, h: Handler | Handler[]) => queues.set(key, Array.isArray(h) ? [...h] : [h]),
  };
}

export const OPEN: Reply = { data: { code: '0', message: '' } };

export const err = (status: number, code: string, message: string): Reply => ({ status, error: { code, message } });

export const USER: CurrentUser = {
  account_id: 'acc-1',
  user_id: 'user-1',
  email: 'taro@example.jp',
  display_name: 'taro',
  color: '#E57373',
  is_root_user: true,
  admin: false,
  plan_type: 1,
  water_management: false,
  area_name: null,
  area_pos: null,
};

export const SIGNED_IN: Reply = { data: { status: 'SIGNED_IN', user: USER } };

let currentPath = '';
let currentState: unknown;

function LocationProbe() {
  const location = useLocation();
  currentPath = location.pathname;
  currentState = location.state;
  return null;
}

export const location = () => ({ pathname: currentPath, state: currentState });

/** Renders the remote the way the shell does: inside the app providers and a router. */
export function renderAuth(path = '/', state?: unknown, options: { fakeTimers?: boolean } = {}) {
  const onSignedIn = jest.fn();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : { delay: null });
  const utils = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InasakuProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <AuthView onSignedIn={onSignedIn} />
          <LocationProbe />
        </MemoryRouter>
      </InasakuProvider>
    </QueryClientProvider>,
  );
  return { ...utils, user, onSignedIn };
}

/** A button by its exact visible label (a loading spinner adds 'loading' to the accessible name). */
export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button labelled ${name}`);
  return found as HTMLButtonElement;
}

export const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Replaces a field's text in one change, as a paste or an autofill would. */
export async function fill(user: ReturnType<typeof userEvent.setup>, id: string, value: string) {
  const el = input(id);
  await user.clear(el);
  await user.click(el);
  await user.paste(value);
}
