import { QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser, Information } from '@inasaku/contracts';
import { createTestQueryClient, InasakuProvider, type ImageCodec, type ShellSession } from '@inasaku/ui';
import { render } from '@testing-library/react';
import { makeSession as baseSession, testUser } from '@inasaku/ui/testing';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

export const MID = '0b0f3f2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export const USER: CurrentUser = { ...testUser(), display_name: '山田 太郎', area_pos: null };

export const makeSession = (overrides: Partial<ShellSession> = {}): ShellSession =>
  baseSession({ user: USER, managementId: MID, ...overrides });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Notice n (1 = newest), by the signed-in user when `own`. */
export function notice(n: number, overrides: Partial<Information> = {}): Information {
  const own = overrides.is_own ?? false;
  return {
    information_id: uuid(n),
    management_id: MID,
    title: `お知らせ${n}`,
    contents: `内容${n}`,
    contributor: own ? USER.display_name : '佐藤 花子',
    user_id: own ? USER.user_id : 'user-2',
    datetime: `2026-05-${String(Math.max(1, 28 - n)).padStart(2, '0')}T09:30:00+09:00`,
    updated_at: '2026-05-01T09:30:00+09:00',
    image_paths: [],
    image_urls: [],
    is_read: true,
    is_own: own,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; data?: unknown; error?: { code: string; message: string } };
type Handler = (call: Call) => Answer;

/**
 * A gateway stand-in keyed by 'METHOD /path'. JSON bodies are parsed; a multipart body (POST
 * /media) is recorded as { purpose, management_id, files: names }. An unknown route fails loudly.
 */
export function stubGateway(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    let body: unknown;
    if (init?.body instanceof FormData) {
      body = {
        purpose: init.body.get('purpose'),
        management_id: init.body.get('management_id'),
        files: init.body.getAll('file').map((f) => (f as File).name),
      };
    } else if (init?.body) body = JSON.parse(String(init.body));
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
    const a = handler(call);
    const status = a.status ?? 200;
    return { ok: status < 300, status, json: async () => (a.error ? { error: a.error } : { data: a.data }) } as Response;
  }) as unknown as typeof fetch;
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** The GET /api/informations handler of a year holding `all` (newest first), paging like the service. */
export function pagedNotices(all: () => Information[]): Handler {
  return ({ query }) => {
    const list = all();
    const count = Number(query.count ?? 3);
    const skip = Number(query.skip_page ?? 0);
    let start = 0;
    if (query.latest_information_id) {
      const at = list.findIndex((n) => n.information_id === query.latest_information_id);
      start = at + 1;
    }
    start += skip * count;
    return { data: { list: list.slice(start, start + count), total_count: list.length } };
  };
}

/** A codec that never touches a canvas: every image decodes as 100 x 100 and is sent as it is. */
export const FAKE_CODEC: ImageCodec = {
  decode: async () => ({ width: 100, height: 100, source: null }),
  encode: async (_i, _w, _h, type) => new Blob([new Uint8Array(10)], { type }),
};

export function renderScreen(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InasakuProvider>
        <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
      </InasakuProvider>
    </QueryClientProvider>,
  );
  return { ...utils, user };
}

/** A button by its exact visible label. */
export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button labelled ${name}`);
  return found as HTMLButtonElement;
}

export const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`);
export const allByTestId = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
