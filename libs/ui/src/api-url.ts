/** A request's query: absent (null or undefined) values are left out. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * `path` with the query apiFetch sends, in the object's order. A module of its own, without
 * imports: the shell's first page builds the dashboard's first URLs before the API client loads.
 */
export function withQuery(path: string, query?: ApiQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
