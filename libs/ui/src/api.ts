import { MESSAGES, type HttpErrorResponse } from '@inasaku/contracts';

/** An error answered by the gateway, with its Japanese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Do not try POST /auth/refresh on 401 (used by the auth calls themselves). */
  noRefresh?: boolean;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls got 401 together. */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'inasaku' },
  })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the gateway. Sessions live in httpOnly cookies; the custom header is the
 * CSRF guard the gateway requires on every API call. Resolves with `data` of `{ data }`.
 */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const send = () =>
    fetch(withQuery(path, req.query), {
      method: req.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': 'inasaku',
        ...(req.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
    });

  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && !req.noRefresh && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.connectionFailed);
  }
  const json = (await res.json().catch(() => null)) as ({ data?: T } & Partial<HttpErrorResponse>) | null;
  if (!res.ok) {
    const err = json?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_' + res.status, err?.message ?? MESSAGES.connectionFailed, err?.field);
  }
  return (json?.data ?? null) as T;
}
