import { AppSets, CHUNK_CACHE, SET_PREFIX } from './app-sets';
import { FakeCacheStorage } from './testing/fake-cache-storage';
import { deployWorks, fakeSite, manifest, ORIGIN } from './testing/fake-site';
import { installWebGlobals } from './testing/web-globals';

installWebGlobals();

function setUp() {
  const site = fakeSite();
  const caches = new FakeCacheStorage();
  const sets = new AppSets(caches.asCacheStorage(), site.fetch, ORIGIN);
  const text = async (url: string, client?: string) => (await sets.match(`${ORIGIN}${url}`, client))?.text();
  return { site, caches, sets, text };
}

describe('AppSets', () => {
  it('the first check fills the first set completely and uses it at once', async () => {
    const { sets, caches, text } = setUp();
    const outcome = await sets.check();
    expect(outcome.ready).toBeNull();
    expect(outcome.active).toMatch(/^[0-9a-f]{16}$/);
    expect(caches.urls(SET_PREFIX + outcome.active).map((u) => u.replace(ORIGIN, ''))).toEqual([
      '/index.html', '/main.11111111.js', '/mfe/works/10.36982e15.js', '/mfe/works/21.fae28b9a.js',
      '/mfe/works/__federation_expose_WorkHistoryAdd.aaaaaaaa.js', '/mfe/works/add.aaaaaaaa.css', '/mfe/works/mf-manifest.json',
      '/mfe/works/remoteEntry.js', '/remotes.json', '/shell-assets.json',
    ]);
    expect(await text('/index.html')).toBe('<html>shell 1</html>');
    expect(await text('/mfe/works/remoteEntry.js?t=1')).toBe('entry aaaaaaaa');
  });

  it('a remote deployed on its own becomes a ready set; a page keeps the set it was opened from until it reloads', async () => {
    const { site, sets, text } = setUp();
    const first = (await sets.check()).active;
    await sets.openPage('page-1');
    deployWorks(site, 'bbbbbbbb');
    const outcome = await sets.check();
    expect(outcome.active).toBe(first);
    expect(outcome.ready).not.toBe(first);
    // The open page and new pages before the switch: the old entry, manifest and chunks only.
    expect(await text('/mfe/works/remoteEntry.js', 'page-1')).toBe('entry aaaaaaaa');
    expect(await text('/mfe/works/mf-manifest.json', 'page-1')).toContain('aaaaaaaa');
    expect(await text('/mfe/works/mf-manifest.json')).toContain('aaaaaaaa');
    // A reload (a page opened again) takes the ready set as a whole.
    expect((await sets.openPage('page-2')).set).toBe(outcome.ready);
    expect(await text('/mfe/works/remoteEntry.js', 'page-2')).toBe('entry bbbbbbbb');
    expect(await text('/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js', 'page-2')).toBe('add bbbbbbbb');
    expect(await text('/mfe/works/__federation_expose_WorkHistoryAdd.aaaaaaaa.js', 'page-2')).toBeUndefined();
    // …while the page still open goes on with its own.
    expect(await text('/mfe/works/mf-manifest.json', 'page-1')).toContain('aaaaaaaa');
  });

  it('a release in its own folder: the list of remotes comes from the newest complete set, its files from there', async () => {
    const { site, sets, text } = setUp();
    await sets.check();
    await sets.openPage('page-1');
    site.files.set('/remotes.json', JSON.stringify([{ name: 'mfe_works', entry: '/mfe/works/v2/mf-manifest.json' }]));
    site.files.set('/mfe/works/v2/mf-manifest.json', manifest('mfe_works', 'dddddddd'));
    for (const f of ['remoteEntry.js', '__federation_expose_WorkHistoryAdd.dddddddd.js', 'add.dddddddd.css', '10.36982e15.js', '21.fae28b9a.js']) site.files.set(`/mfe/works/v2/${f}`, `v2 ${f}`);
    await sets.check();
    const remotes = (await sets.match(`${ORIGIN}/remotes.json`, 'page-1', { newestFirst: true }))?.text();
    expect(await remotes).toContain('/mfe/works/v2/');
    expect(await text('/remotes.json', 'page-1')).not.toContain('/v2/');
    expect(await text('/mfe/works/v2/remoteEntry.js', 'page-1')).toBe('v2 remoteEntry.js');
  });

  it('更新 switches to the ready set; chunks already kept are copied, not downloaded again', async () => {
    const { site, sets, text } = setUp();
    await sets.check();
    deployWorks(site, 'bbbbbbbb');
    site.fetched.length = 0;
    const { ready } = await sets.check();
    expect(site.fetched).not.toContain('/mfe/works/10.36982e15.js');
    expect(site.fetched).toContain('/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js');
    expect(await sets.switchToReady()).toBe(ready);
    expect(await text('/mfe/works/remoteEntry.js')).toBe('entry bbbbbbbb');
    expect((await sets.state()).ready).toBeNull();
  });

  it('a file that cannot be read leaves no half set: the set in use stays and nothing is offered', async () => {
    const { site, sets, caches, text } = setUp();
    const { active } = await sets.check();
    deployWorks(site, 'bbbbbbbb');
    site.files.delete('/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js');
    await expect(sets.check()).rejects.toThrow(/404/);
    expect(await sets.state()).toMatchObject({ active, ready: null });
    expect((await caches.keys()).filter((k) => k.startsWith(SET_PREFIX))).toEqual([SET_PREFIX + active]);
    expect(await text('/mfe/works/remoteEntry.js')).toBe('entry aaaaaaaa');
  });

  it('a deployment landing while a set is filled is not kept (its unhashed files could be of either)', async () => {
    const { site, sets, caches } = setUp();
    const { active } = await sets.check();
    deployWorks(site, 'bbbbbbbb');
    site.onNextRequest('/mfe/works/remoteEntry.js', () => deployWorks(site, 'cccccccc'));
    await expect(sets.check()).rejects.toThrow('the deployment changed while its files were read');
    expect((await caches.keys()).filter((k) => k.startsWith(SET_PREFIX))).toEqual([SET_PREFIX + active]);
    // The next check takes the deployment as it now is.
    const next = await sets.check();
    await sets.switchToReady();
    expect(next.ready).toBeTruthy();
    expect(await (await sets.match(`${ORIGIN}/mfe/works/remoteEntry.js`))?.text()).toBe('entry cccccccc');
  });

  it('a check with nothing new offers nothing and downloads no file', async () => {
    const { site, sets } = setUp();
    const { active } = await sets.check();
    site.fetched.length = 0;
    expect(await sets.check()).toEqual({ active, ready: null });
    expect(site.fetched.sort()).toEqual(['/mf-manifest.json', '/mfe/works/mf-manifest.json', '/remotes.json', '/shell-assets.json']);
  });

  it('the state survives the worker being stopped (a new AppSets over the same caches)', async () => {
    const { site, sets, caches } = setUp();
    const { active } = await sets.check();
    await sets.openPage('page-1');
    const again = new AppSets(caches.asCacheStorage(), site.fetch, ORIGIN);
    expect(await again.setOf('page-1')).toBe(active);
    expect(await (await again.match(`${ORIGIN}/index.html`))?.text()).toBe('<html>shell 1</html>');
  });

  it('clean-up drops sets no open page uses, and the ties of closed pages', async () => {
    const { site, sets, caches } = setUp();
    const first = (await sets.check()).active!;
    await sets.openPage('old-page');
    deployWorks(site, 'bbbbbbbb');
    const second = (await sets.check()).ready!;
    await sets.openPage('new-page');
    await sets.cleanUp(['old-page', 'new-page']);
    expect((await caches.keys()).filter((k) => k.startsWith(SET_PREFIX)).sort()).toEqual([SET_PREFIX + first, SET_PREFIX + second].sort());
    await sets.cleanUp(['new-page']);
    expect((await caches.keys()).filter((k) => k.startsWith(SET_PREFIX))).toEqual([SET_PREFIX + second]);
    expect((await sets.state()).clients).toEqual({ 'new-page': second });
    expect(await caches.has(CHUNK_CACHE)).toBe(true);
  });
});
