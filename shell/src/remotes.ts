import type { RemoteEntry } from '@inasaku/contracts';
import type { RemotesStatus } from '@inasaku/ui';

export interface RemoteList {
  status: Exclude<RemotesStatus, 'loading'>;
  names: string[];
}

type Register = (remotes: { name: string; entry: string }[]) => void;

function isRemoteEntry(value: unknown): value is RemoteEntry {
  const v = value as RemoteEntry;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.entry === 'string' && v.name.length > 0;
}

/**
 * Reads /remotes.json and registers every remote with the federation runtime. The list is
 * read at run time so that redeploying one remote never rebuilds the shell. A failure
 * leaves the shell usable: each remote area then shows its own load error.
 */
export async function loadRemoteList(register: Register, fetchImpl: typeof fetch = fetch): Promise<RemoteList> {
  try {
    const res = await fetchImpl('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error('remotes.json is not a list');
    const entries = body.filter(isRemoteEntry);
    // Absolute entries: the runtime derives each remote's public path from its manifest URL.
    const base = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
    register(entries.map(({ name, entry }) => ({ name, entry: new URL(entry, base).href })));
    return { status: 'ready', names: entries.map((e) => e.name) };
  } catch (error) {
    console.error('[shell] remotes.json could not be loaded', error);
    return { status: 'failed', names: [] };
  }
}
