import { compareVersions, readDeployment, remoteFiles } from './deployment';
import { deployWorks, fakeSite, manifest, ORIGIN } from './testing/fake-site';
import { installWebGlobals } from './testing/web-globals';

installWebGlobals();

const readText = (site: ReturnType<typeof fakeSite>) => async (url: string) => {
  const res = await site.fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
};

describe('readDeployment', () => {
  it('lists the shell files and every remote entry and exposed chunk, with the documents as read', async () => {
    const site = fakeSite();
    const d = await readDeployment(readText(site), ORIGIN);
    expect(d.files.map((f) => f.url.replace(ORIGIN, ''))).toEqual([
      '/index.html',
      '/main.11111111.js',
      '/mfe/works/remoteEntry.js',
      '/mfe/works/10.36982e15.js',
      '/mfe/works/21.fae28b9a.js',
      '/mfe/works/__federation_expose_WorkHistoryAdd.aaaaaaaa.js',
      '/mfe/works/add.aaaaaaaa.css',
    ]);
    // Files whose names carry no hash are tied to what they belong to.
    expect(d.files.find((f) => f.url.endsWith('/index.html'))?.revision).toBe('i1');
    expect(d.files.find((f) => f.url.endsWith('remoteEntry.js'))?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(d.files.find((f) => f.url.endsWith('main.11111111.js'))?.revision).toBeNull();
    expect(Object.keys(d.documents).sort()).toEqual([`${ORIGIN}/mfe/works/mf-manifest.json`, `${ORIGIN}/remotes.json`, `${ORIGIN}/shell-assets.json`]);
    expect(d.documents[`${ORIGIN}/mfe/works/mf-manifest.json`]).toBe(site.files.get('/mfe/works/mf-manifest.json'));
  });

  it('one remote deployed on its own, or a changed remotes.json, is a new deployment; the same files are the same one', async () => {
    const site = fakeSite();
    const first = await readDeployment(readText(site), ORIGIN);
    expect((await readDeployment(readText(site), ORIGIN)).id).toBe(first.id);
    deployWorks(site, 'bbbbbbbb');
    const second = await readDeployment(readText(site), ORIGIN);
    expect(second.id).not.toBe(first.id);
    expect(second.files.map((f) => f.url)).toContain(`${ORIGIN}/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js`);
    expect(second.files.map((f) => f.url)).not.toContain(`${ORIGIN}/mfe/works/__federation_expose_WorkHistoryAdd.aaaaaaaa.js`);
    site.files.set('/remotes.json', JSON.stringify([{ name: 'mfe_works', entry: '/mfe/works/mf-manifest.json' }, { name: 'x', entry: '/mfe/works/mf-manifest.json' }]));
    expect((await readDeployment(readText(site), ORIGIN)).id).not.toBe(second.id);
  });

  it('fails as a whole when a remote manifest cannot be read, or remotes.json is not a list', async () => {
    const site = fakeSite();
    site.files.delete('/mfe/works/mf-manifest.json');
    await expect(readDeployment(readText(site), ORIGIN)).rejects.toThrow(/404/);
    const broken = fakeSite();
    broken.files.set('/remotes.json', '{"not":"a list"}');
    await expect(readDeployment(readText(broken), ORIGIN)).rejects.toThrow('remotes.json is not a list');
  });

  it('a remote in a versioned folder resolves its chunks there', async () => {
    const site = fakeSite();
    site.files.set('/remotes.json', JSON.stringify([{ name: 'mfe_works', entry: '/mfe/works/v20261127-abcd/mf-manifest.json' }]));
    site.files.set('/mfe/works/v20261127-abcd/mf-manifest.json', manifest('mfe_works', 'cccccccc'));
    const d = await readDeployment(readText(site), ORIGIN);
    expect(d.files.map((f) => f.url)).toContain(`${ORIGIN}/mfe/works/v20261127-abcd/remoteEntry.js`);
    expect(d.files.map((f) => f.url)).toContain(`${ORIGIN}/mfe/works/v20261127-abcd/__federation_expose_WorkHistoryAdd.cccccccc.js`);
  });
});

describe('remoteFiles', () => {
  const url = `${ORIGIN}/mfe/works/mf-manifest.json`;
  const parsed = JSON.parse(manifest('mfe_works', 'aaaaaaaa'));

  it("keeps a remote's copy of a shared module only where it is newer than the shell's, or the shell has none", () => {
    const files = (shell: [string, string][]) => remoteFiles(parsed, url, new Map(shell), 'r').map((f) => f.url.replace(`${ORIGIN}/mfe/works/`, ''));
    expect(files([['antd', '6.6.8']])).not.toContain('419.aaaaaaaa.js');
    expect(files([['antd', '6.10.0']])).not.toContain('419.aaaaaaaa.js');
    expect(files([['antd', '6.5.0']])).toContain('419.aaaaaaaa.js');
    expect(files([])).toContain('419.aaaaaaaa.js');
  });

  it('leaves out chunks named online-* that a module loads only on demand, never one a module needs at once', () => {
    const withOnline = {
      ...parsed,
      exposes: [
        { assets: { js: { sync: ['a.11111111.js', 'online-exceljs.22222222.js'], async: [] } } },
        { assets: { js: { sync: ['b.33333333.js'], async: ['online-echarts.44444444.js', 'online-exceljs.22222222.js', 'lazy.55555555.js'] } } },
      ],
    };
    const names = remoteFiles(withOnline, url, new Map([['antd', '6.6.8']]), 'r').map((f) => f.url.replace(`${ORIGIN}/mfe/works/`, ''));
    expect(names).toEqual(expect.arrayContaining(['a.11111111.js', 'b.33333333.js', 'lazy.55555555.js', 'online-exceljs.22222222.js']));
    expect(names).not.toContain('online-echarts.44444444.js');
  });

  it('an absolute publicPath (a remote on another origin) is where its chunks are', () => {
    const cdn = { ...parsed, metaData: { ...parsed.metaData, publicPath: 'https://cdn.example.jp/works/' } };
    expect(remoteFiles(cdn, url, new Map(), 'r')[0].url).toBe('https://cdn.example.jp/works/remoteEntry.js');
  });

  it('compares versions by number', () => {
    expect(compareVersions('1.11.23', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('19.2.0', '19.2')).toBe(0);
    expect(compareVersions('5.1.0', '6.0.0')).toBeLessThan(0);
  });
});
