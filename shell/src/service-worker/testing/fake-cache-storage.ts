/** An in-memory CacheStorage for unit tests of the worker's modules (Node has Response but no caches). */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const url = new URL(String(request instanceof Request ? request.url : request), 'http://app.test');
    const key = options?.ignoreSearch ? `${url.origin}${url.pathname}` : url.href;
    for (const [stored, response] of this.entries) {
      const s = new URL(stored);
      if ((options?.ignoreSearch ? `${s.origin}${s.pathname}` : s.href) === key) return response.clone();
    }
    return undefined;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = new URL(String(request instanceof Request ? request.url : request), 'http://app.test').href;
    this.entries.set(url, new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers }));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(new URL(String(request), 'http://app.test').href);
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((u) => new Request(u));
  }
}

export class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  /** The URLs kept in one cache (for assertions). */
  urls(name: string): string[] {
    return [...(this.stores.get(name)?.entries.keys() ?? [])].sort();
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
