import { readDeployment, type Deployment, type DeploymentFile } from './deployment';

/**
 * The deployments this device keeps, one Cache Storage cache per deployment id ("set"). A set is
 * filled completely and checked against the deployment once more before it may be used; a page is
 * served from one set for its whole life (the one its document came from), so it never loads one
 * remote of a new deployment beside another of the old. State (which set is in use, which one is
 * ready to switch to, which page uses which set) is kept in a cache entry so it survives the worker
 * being stopped by the browser.
 */

export const SET_PREFIX = 'inasaku-app-';
const STATE_CACHE = 'inasaku-deployment-state';
const STATE_URL = '/__inasaku/app-state';
/** Chunks of earlier deployments with hashed names (offline-routes): a new set copies what it can from there. */
export const CHUNK_CACHE = 'inasaku-chunks';
const PARALLEL_DOWNLOADS = 6;

export interface SetState {
  /** The set new pages open with. */
  active: string | null;
  /** A newer set, complete, waiting for the user's 更新 (or the next page load). */
  ready: string | null;
  /** Pages (client ids) and the set each was opened from. */
  clients: Record<string, string>;
}

export type CheckOutcome = { active: string | null; ready: string | null };

const EMPTY: SetState = { active: null, ready: null, clients: {} };

export class AppSets {
  private memo: SetState | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private checking: Promise<CheckOutcome> | null = null;
  private readonly opened = new Map<string, Promise<Cache>>();

  constructor(
    private readonly caches: CacheStorage,
    private readonly fetchImpl: typeof fetch,
    private readonly origin: string,
  ) {}

  async state(): Promise<SetState> {
    if (this.memo) return this.memo;
    const stored = await (await this.open(STATE_CACHE)).match(STATE_URL);
    const parsed = stored ? ((await stored.json().catch(() => null)) as SetState | null) : null;
    this.memo = { ...EMPTY, ...(parsed ?? {}), clients: { ...(parsed?.clients ?? {}) } };
    return this.memo;
  }

  /**
   * State changes: applied to the state in memory at once (the page being opened asks for its files
   * right after), written to the cache one after the other.
   */
  private update(change: (s: SetState) => SetState): Promise<SetState> {
    if (!this.memo) return this.state().then(() => this.update(change));
    const next = change(this.memo);
    this.memo = next;
    const written = this.queue.then(async () => {
      const body = JSON.stringify(this.memo);
      await (await this.open(STATE_CACHE)).put(STATE_URL, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    });
    this.queue = written.catch(() => undefined);
    return written.then(() => next);
  }

  /** Opened caches, kept: a page's every file is looked up in its set. */
  private open(name: string): Promise<Cache> {
    let cache = this.opened.get(name);
    if (!cache) this.opened.set(name, (cache = this.caches.open(name)));
    return cache;
  }

  private async drop(name: string): Promise<void> {
    this.opened.delete(name);
    await this.caches.delete(name);
  }

  /** The set a page uses: the one it was opened from, else the one in use. */
  async setOf(clientId: string | null | undefined): Promise<string | null> {
    const s = await this.state();
    return (clientId && s.clients[clientId]) || s.active;
  }

  /** The newest complete set kept: the ready one, else the one in use. */
  async newest(): Promise<string | null> {
    const s = await this.state();
    return s.ready ?? s.active;
  }

  /**
   * A file from the page's own set; a file that set does not have (a remote's new release, which
   * lives at its own URL) from the newest set. `newestFirst` for the list of remotes itself, so the
   * shell's look for new releases (remote-releases) sees a release once its whole set is kept.
   */
  async match(url: string, clientId?: string | null, { newestFirst = false } = {}): Promise<Response | undefined> {
    const own = await this.setOf(clientId);
    const newest = await this.newest();
    const order = [...new Set((newestFirst ? [newest, own] : [own, newest]).filter((id): id is string => !!id))];
    // An exact match is an index look-up; ignoring the query string scans the whole set.
    const options = new URL(url).search ? { ignoreSearch: true } : undefined;
    for (const id of order) {
      const hit = await (await this.open(SET_PREFIX + id)).match(url, options);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * A page is being opened: a ready set becomes the one in use first (a reload is an update too),
   * and the new page is tied to that set.
   */
  async openPage(clientId: string | null | undefined): Promise<{ set: string | null; saved: Promise<unknown> }> {
    const s = await this.state();
    const set = s.ready ?? s.active;
    // In memory at once (the page's files are asked for next); the page need not wait for the write.
    const saved = this.update((s) => ({ active: set, ready: null, clients: clientId && set ? { ...s.clients, [clientId]: set } : s.clients }));
    return { set, saved };
  }

  /** The user's 更新: the ready set is used from the next page load on. */
  async switchToReady(): Promise<string | null> {
    return (await this.update((s) => ({ ...s, active: s.ready ?? s.active, ready: null }))).active;
  }

  /**
   * Reads the deployment online and, when it differs from the set in use, fills its set completely
   * before offering it. The first set (nothing in use yet) is used at once. One check at a time.
   */
  check(): Promise<CheckOutcome> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async runCheck(): Promise<CheckOutcome> {
    const deployment = await this.read();
    const s = await this.state();
    if (deployment.id !== s.active && deployment.id !== s.ready) await this.fill(deployment);
    const next = await this.update((s) => {
      if (deployment.id === s.active) return { ...s, ready: null };
      if (!s.active) return { ...s, active: deployment.id, ready: null };
      return { ...s, ready: deployment.id };
    });
    return { active: next.active, ready: next.ready };
  }

  private read(): Promise<Deployment> {
    return readDeployment(async (url) => {
      const res = await this.fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.text();
    }, this.origin);
  }

  private async fill(deployment: Deployment): Promise<void> {
    const name = SET_PREFIX + deployment.id;
    const cache = await this.open(name);
    try {
      for (const [url, text] of Object.entries(deployment.documents)) {
        await cache.put(url, new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
      }
      const pending = [...deployment.files];
      const worker = async () => {
        for (let file = pending.shift(); file; file = pending.shift()) await cache.put(file.url, await this.download(file));
      };
      await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
      // Files without a hash in their name (index.html, remoteEntry.js) were read after the
      // documents: had a deployment happened meanwhile, this set would mix two of them.
      const again = await this.read();
      if (again.id !== deployment.id) throw new Error('the deployment changed while its files were read');
    } catch (error) {
      await this.drop(name);
      throw error;
    }
  }

  /** A hashed file already kept (in the set in use or among earlier chunks) is copied, not downloaded again. */
  private async download(file: DeploymentFile): Promise<Response> {
    if (file.revision === null) {
      const s = await this.state();
      const kept =
        (s.active ? await (await this.open(SET_PREFIX + s.active)).match(file.url) : undefined) ??
        (await (await this.open(CHUNK_CACHE)).match(file.url));
      if (kept) return kept;
    }
    const res = await this.fetchImpl(file.url, { cache: file.revision === null ? 'default' : 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${file.url}: HTTP ${res.status}`);
    // A redirected response cannot answer a navigation: keep its body and headers only.
    return res.redirected ? new Response(await res.blob(), { status: res.status, headers: res.headers }) : res;
  }

  /** Drops sets no page uses any more (and the ties of closed pages). */
  async cleanUp(liveClientIds: readonly string[]): Promise<void> {
    const live = new Set(liveClientIds);
    const s = await this.update((s) => ({
      ...s,
      clients: Object.fromEntries(Object.entries(s.clients).filter(([id]) => live.has(id))),
    }));
    const keep = new Set([s.active, s.ready, ...Object.values(s.clients)].filter(Boolean).map((id) => SET_PREFIX + id));
    for (const name of await this.caches.keys()) {
      if (name.startsWith(SET_PREFIX) && !keep.has(name)) await this.drop(name);
    }
  }
}
