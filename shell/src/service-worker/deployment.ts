/**
 * One deployment of the site, read as a whole: the shell's files (shell-assets.json, written by the
 * shell's build), /remotes.json and the mf-manifest.json of every remote it lists. Its id is a hash
 * over those documents, so a shell build, an edited remotes.json or one remote deployed on its own
 * each make a new id. The worker keeps exactly one such set per id and a page only ever sees one set.
 * No worker globals here: it runs (and is unit-tested) with any fetch.
 */

/** A file to keep; revision null when the name carries its content hash. */
export interface DeploymentFile {
  url: string;
  revision: string | null;
}

export interface Deployment {
  id: string;
  /** Files to fetch into the set (absolute URLs). */
  files: DeploymentFile[];
  /** The documents read to build the list, kept as read: the set answers with these very bodies. */
  documents: Record<string, string>;
}

export type ReadText = (url: string) => Promise<string>;

interface RemoteEntry {
  name: string;
  entry: string;
}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: AssetLists }[];
  shared?: { name: string; version?: string; assets?: AssetLists }[];
}

export const REMOTES_URL = '/remotes.json';
export const SHELL_ASSETS_URL = '/shell-assets.json';
export const SHELL_MANIFEST_URL = '/mf-manifest.json';

function assetsOf(lists: AssetLists | undefined): string[] {
  return [...(lists?.js?.sync ?? []), ...(lists?.js?.async ?? []), ...(lists?.css?.sync ?? []), ...(lists?.css?.async ?? [])];
}

/** Numeric compare of dotted versions (1.11.23 > 1.9.0); pre-release tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split(/[.+-]/).map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Where a remote's chunk names resolve: its publicPath when absolute, else beside its manifest ('auto'). */
function remoteBase(manifest: FederationManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl).href;
  return new URL('./', manifestUrl).href;
}

/**
 * Chunks a remote's build names `online-<package>` (tools/rspack/web-config.js): code loaded on
 * demand for what needs the network anyway (Excel export, charts of data the device does not keep).
 * Not kept in the set unless a module needs it at once; the worker's chunk cache keeps them once used.
 */
export const ONLINE_ONLY_CHUNK = /(^|\/)online-[^/]*$/;

/**
 * The files of one remote: its entry and every exposed module's chunks (not those only loaded on
 * demand for online work, ONLINE_ONLY_CHUNK). Its shared modules (react, antd …) come from the
 * shell, so their copies are kept only where the remote's version is newer than the shell's (the
 * federation runtime then loads the remote's copy) or the shell has none.
 */
export function remoteFiles(manifest: FederationManifest, manifestUrl: string, shellShared: Map<string, string>, revision: string): DeploymentFile[] {
  const base = remoteBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files: DeploymentFile[] = [];
  if (entry?.name) files.push({ url: new URL(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`, base).href, revision });
  const names = new Set<string>();
  const atOnce = new Set((manifest.exposes ?? []).flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])]));
  for (const expose of manifest.exposes ?? []) {
    assetsOf(expose.assets).filter((a) => atOnce.has(a) || !ONLINE_ONLY_CHUNK.test(a)).forEach((a) => names.add(a));
  }
  for (const shared of manifest.shared ?? []) {
    const provided = shellShared.get(shared.name);
    if (provided && (!shared.version || compareVersions(shared.version, provided) <= 0)) continue;
    assetsOf(shared.assets).forEach((a) => names.add(a));
  }
  for (const name of [...names].sort()) files.push({ url: new URL(name, base).href, revision: null });
  return files;
}

function parse<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${what} is not JSON`);
  }
}

export async function hashText(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].slice(0, 8).map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Reads the deployment now online. Any document missing or malformed fails the whole read: a set
 * without one remote would be a set of no deployment, and the set in use stays.
 */
export async function readDeployment(readText: ReadText, origin: string): Promise<Deployment> {
  const abs = (url: string) => new URL(url, origin).href;
  const [remotesText, shellText, shellManifestText] = await Promise.all([
    readText(abs(REMOTES_URL)),
    readText(abs(SHELL_ASSETS_URL)),
    readText(abs(SHELL_MANIFEST_URL)).catch(() => '{}'),
  ]);
  const remotes = parse<RemoteEntry[]>(remotesText, 'remotes.json');
  if (!Array.isArray(remotes)) throw new Error('remotes.json is not a list');
  const shellFiles = parse<DeploymentFile[]>(shellText, 'shell-assets.json');
  const shellManifest = parse<FederationManifest>(shellManifestText, 'the shell manifest');
  const shellShared = new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version ?? '0']));

  const documents: Record<string, string> = { [abs(REMOTES_URL)]: remotesText, [abs(SHELL_ASSETS_URL)]: shellText };
  const files: DeploymentFile[] = shellFiles.map((f) => ({ url: abs(f.url), revision: f.revision }));
  const entries = remotes.filter((r) => typeof r?.entry === 'string' && typeof r?.name === 'string');
  const manifests = await Promise.all(entries.map(async (r) => ({ url: abs(r.entry), text: await readText(abs(r.entry)) })));
  for (const { url, text } of manifests) {
    documents[url] = text;
    files.push(...remoteFiles(parse<FederationManifest>(text, url), url, shellShared, await hashText(text)));
  }
  const id = await hashText(JSON.stringify([remotesText, shellText, ...manifests.map((m) => [m.url, m.text])]));
  return { id, files: dedupe(files), documents };
}

function dedupe(files: DeploymentFile[]): DeploymentFile[] {
  const seen = new Map<string, DeploymentFile>();
  for (const f of files) if (!seen.has(f.url)) seen.set(f.url, f);
  return [...seen.values()];
}
