import { MESSAGES, type HttpErrorResponse } from '@inasaku/contracts';
import { withQuery, type ApiQuery } from './api-url';
import { takeAskedAhead } from './asked-ahead';

export type { ApiQuery };

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

type Query = ApiQuery;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Do not try POST /auth/refresh on 401 (used by the auth calls themselves). */
  noRefresh?: boolean;
  /**
   * The write's Idempotency-Key, for a screen that holds one per user action itself (an offline
   * queue). Usually left out: apiFetch makes one per call and keeps it for a retry (see below).
   */
  idempotencyKey?: string;
  /** Let the request finish when the page unloads (fetch keepalive): small fire-and-forget records. */
  keepalive?: boolean;
  /** Cancels the request (a screen left, a query superseded): the call rejects with the AbortError itself. */
  signal?: AbortSignal;
}

/**
 * Idempotency-Key per user action. Every POST/PUT/DELETE carries a key; the
 * gateway and the service answer a repeated key with the first answer instead of writing again.
 *
 * Which key is "the same action": screens call apiFetch once per press of 保存, and a press after
 * a timeout is the user's retry of the SAME action. Rather than asking every screen to keep a key
 * in its state, apiFetch remembers the key of a write that got no definite answer (network error,
 * 409, 5xx such as the gateway's 504) under method + path + query + body, and reuses it when the
 * identical request is sent again within RETRY_WINDOW_MS. A write that was answered (success, or
 * a 4xx other than 409) forgets its key, so a deliberate second identical write is a new action.
 * The 401 → refresh → resend inside one call keeps its key too.
 */
const RETRY_WINDOW_MS = 10 * 60_000;
const pendingKeys = new Map<string, { key: string; at: number }>();

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID (non-secure origins): random enough for one user's actions.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for this write: the remembered one of an unanswered identical write, else a new one. */
export function idempotencyKeyFor(signature: string, now = Date.now()): string {
  for (const [sig, kept] of pendingKeys) if (now - kept.at > RETRY_WINDOW_MS) pendingKeys.delete(sig);
  const kept = pendingKeys.get(signature);
  if (kept) return kept.key;
  return newKey();
}

/** Whether an answer leaves the write's outcome unknown (the retry must send the same key). */
function outcomeUnknown(status: number): boolean {
  return status === 0 || status === 409 || status >= 500;
}

function rememberKey(signature: string, key: string, status: number): void {
  if (outcomeUnknown(status)) pendingKeys.set(signature, { key, at: Date.now() });
  else pendingKeys.delete(signature);
}

/** For tests: forget every remembered key. */
export function forgetIdempotencyKeys(): void {
  pendingKeys.clear();
}

/**
 * The refresh in flight, kept on the page rather than in this module: the shell and every remote
 * bundle their own copy of libs/ui, and two refreshes of one refresh token at once (all of them
 * polling again when the connection returns) let only one win, the other's 401 clearing the new
 * session cookies, which signed the user out.
 */
const page = globalThis as { __inasakuSessionRefresh?: Promise<boolean> | null };

/** One refresh at a time, however many calls (of any bundle of the page) got 401 together. */
export function refreshSession(): Promise<boolean> {
  page.__inasakuSessionRefresh ??= fetch('/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'inasaku' },
  })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      page.__inasakuSessionRefresh = null;
    });
  return page.__inasakuSessionRefresh;
}

/**
 * Calls the gateway. Sessions live in httpOnly cookies; the custom header is the
 * CSRF guard the gateway requires on every API call. Resolves with `data` of `{ data }`.
 */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const method = req.method ?? 'GET';
  const url = withQuery(path, req.query);
  const body = req.body !== undefined ? JSON.stringify(req.body) : undefined;
  const signature = method === 'GET' ? null : `${method} ${url}\n${body ?? ''}`;
  const key = signature ? (req.idempotencyKey ?? idempotencyKeyFor(signature)) : null;
  const send = () =>
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': 'inasaku',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body,
      ...(req.keepalive ? { keepalive: true } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
    });

  // A GET the shell asked ahead for this screen is answered from there, once (asked-ahead.ts).
  const askedAhead = method === 'GET' && !req.signal?.aborted ? takeAskedAhead(url) : undefined;
  let res: Response;
  try {
    res = (askedAhead && (await askedAhead)) || (await send());
    if (res.status === 401 && !req.noRefresh && (await refreshSession())) res = await send();
  } catch (e) {
    if (signature && key) rememberKey(signature, key, 0);
    // A cancelled call is no failure to show: callers (and query libraries) recognise the AbortError.
    if (req.signal?.aborted) throw e;
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.connectionFailed);
  }
  if (signature && key) rememberKey(signature, key, res.status);
  const json = (await res.json().catch(() => null)) as ({ data?: T } & Partial<HttpErrorResponse>) | null;
  if (!res.ok) {
    const err = json?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_' + res.status, err?.message ?? MESSAGES.connectionFailed, err?.field);
  }
  return (json?.data ?? null) as T;
}
