import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import type { CurrentUser, Management } from '@inasaku/contracts';
import { createTestQueryClient, InasakuProvider, RemotesProvider, type RemoteLoader } from '@inasaku/ui';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    account_id: 'acc-1',
    user_id: 'user-1',
    email: 'taro@example.jp',
    display_name: '山田 太郎',
    color: '#E57373',
    is_root_user: true,
    admin: false,
    plan_type: 3,
    water_management: true,
    area_name: '新潟県南魚沼市',
    area_pos: { latitude: 37.06, longitude: 138.87 },
    ...overrides,
  };
}

export const MANAGEMENTS: Management[] = [
  { management_id: 'm-2024', start_datetime: '2024-01-01T00:00:00+09:00' },
  { management_id: 'm-2026', start_datetime: '2026-01-01T00:00:00+09:00' },
  { management_id: 'm-2025', start_datetime: '2025-01-01T00:00:00+09:00' },
];

export function Providers({
  children,
  path = '/dashboard',
  remotes = [],
  loader,
}: {
  children: ReactNode;
  path?: string;
  remotes?: string[];
  loader?: RemoteLoader;
}) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <InasakuProvider>
        {/* No animations: they only add timers that outlive the assertions. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <RemotesProvider status="ready" names={remotes} loader={loader ?? (async () => null)}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </RemotesProvider>
        </ConfigProvider>
      </InasakuProvider>
    </QueryClientProvider>
  );
}

/** A fetch stub answering by "METHOD path"; unknown calls answer 404 like a missing endpoint. */
export function stubFetch(routes: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(init) : { status: 404, body: { error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } } };
    const status = answer.status ?? 200;
    const response = () => ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => answer.body,
      clone: response,
    }) as unknown as Response;
    return response();
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

/** antd's Grid reads matchMedia: pretend to be a desktop of the given width. */
export function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
