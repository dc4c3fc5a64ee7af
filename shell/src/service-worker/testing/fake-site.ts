/** A deployed site as the worker reads it: files by path, changed by a test to "deploy". */
export const ORIGIN = 'http://app.test';

export interface FakeSite {
  files: Map<string, string>;
  fetch: typeof fetch;
  /** Paths fetched, in order. */
  fetched: string[];
  /** Runs once before the next request of the given path (a deployment landing mid-way). */
  onNextRequest(path: string, act: () => void): void;
}

export function manifest(name: string, build: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name,
    metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'antd', version: '6.6.8', assets: { js: { sync: [`419.${build}.js`], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      { name: 'WorkHistoryAdd', assets: { js: { sync: [`__federation_expose_WorkHistoryAdd.${build}.js`, '10.36982e15.js'], async: ['21.fae28b9a.js'] }, css: { sync: [`add.${build}.css`], async: [] } } },
    ],
    ...extra,
  });
}

/** The shell and one remote (works), built once ("aaaaaaaa"). */
export function fakeSite(): FakeSite {
  const files = new Map<string, string>([
    ['/remotes.json', JSON.stringify([{ name: 'mfe_works', entry: '/mfe/works/mf-manifest.json' }])],
    ['/shell-assets.json', JSON.stringify([{ url: '/index.html', revision: 'i1' }, { url: '/main.11111111.js', revision: null }])],
    ['/mf-manifest.json', JSON.stringify({ shared: [{ name: 'antd', version: '6.6.8' }] })],
    ['/index.html', '<html>shell 1</html>'],
    ['/main.11111111.js', 'shell main'],
    ['/mfe/works/mf-manifest.json', manifest('mfe_works', 'aaaaaaaa')],
    ['/mfe/works/remoteEntry.js', 'entry aaaaaaaa'],
    ['/mfe/works/__federation_expose_WorkHistoryAdd.aaaaaaaa.js', 'add aaaaaaaa'],
    ['/mfe/works/10.36982e15.js', 'common'],
    ['/mfe/works/21.fae28b9a.js', 'lazy'],
    ['/mfe/works/add.aaaaaaaa.css', '.add{}'],
  ]);
  const fetched: string[] = [];
  const hooks = new Map<string, () => void>();
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), ORIGIN);
    fetched.push(url.pathname);
    const hook = hooks.get(url.pathname);
    if (hook) {
      hooks.delete(url.pathname);
      hook();
    }
    const body = files.get(url.pathname);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
  }) as typeof fetch;
  return { files, fetch: fetchImpl, fetched, onNextRequest: (path, act) => hooks.set(path, act) };
}

/** A new build of the works remote: new hashes, a new entry and manifest. */
export function deployWorks(site: FakeSite, build: string): void {
  site.files.set('/mfe/works/mf-manifest.json', manifest('mfe_works', build));
  site.files.set('/mfe/works/remoteEntry.js', `entry ${build}`);
  site.files.set(`/mfe/works/__federation_expose_WorkHistoryAdd.${build}.js`, `add ${build}`);
  site.files.set(`/mfe/works/add.${build}.css`, `.add-${build}{}`);
}
