import { DASHBOARD_WIDGETS } from './dashboard/widgets';
import { firstScreenModules, moduleFiles, preloadFirstScreenFiles } from './first-screen-files';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'WorkHistoryAdd',
      assets: { js: { sync: ['10.aaaaaaaa.js', '__federation_expose_WorkHistoryAdd.bbbbbbbb.js'], async: ['430.cccccccc.js'] }, css: { sync: ['add.dddddddd.css'], async: [] } },
    },
    { name: 'WorkLogWidget', assets: { js: { sync: ['10.aaaaaaaa.js', 'log.eeeeeeee.js'] }, css: { sync: [] } } },
  ],
};

describe("the first screen's files, fetched beside the shell's own code", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("are the route's module, or the dashboard widgets every plan has (the same remotes and modules as the dashboard's)", () => {
    expect(firstScreenModules('/work-histories/add')).toEqual([{ remote: 'mfe_works', module: 'WorkHistoryAdd' }]);
    const everyPlan = DASHBOARD_WIDGETS.filter((w) => !w.water).map(({ remote, module }) => ({ remote, module }));
    expect(firstScreenModules('/dashboard')).toEqual(everyPlan);
    expect(firstScreenModules('/')).toEqual(everyPlan);
    expect(firstScreenModules('/signup')).toEqual([]);
    expect(firstScreenModules('/mobile/payment')).toEqual([]);
    expect(firstScreenModules('/no-such-page')).toEqual([]);
  });

  it("are the remote's entry and each module's synchronous scripts and styles, beside its manifest, once each", () => {
    expect(moduleFiles('http://x/mfe/works/mf-manifest.json', MANIFEST, ['WorkHistoryAdd', 'WorkLogWidget'])).toEqual([
      { url: 'http://x/mfe/works/remoteEntry.js', as: 'script' },
      { url: 'http://x/mfe/works/10.aaaaaaaa.js', as: 'script' },
      { url: 'http://x/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js', as: 'script' },
      { url: 'http://x/mfe/works/add.dddddddd.css', as: 'style' },
      { url: 'http://x/mfe/works/log.eeeeeeee.js', as: 'script' },
    ]);
    // A release served from elsewhere names its public path.
    const released = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'http://cdn/works/r2/' } };
    expect(moduleFiles('http://x/mfe/works/mf-manifest.json', released, ['WorkLogWidget'])[1]).toEqual({ url: 'http://cdn/works/r2/10.aaaaaaaa.js', as: 'script' });
  });

  it('become preload links of the page; a remote not listed or a manifest that fails adds nothing', async () => {
    const asked: string[] = [];
    await preloadFirstScreenFiles('/work-histories/add', [{ name: 'mfe_works', entry: 'http://x/mfe/works/mf-manifest.json' }], async (url) => {
      asked.push(url);
      return MANIFEST;
    });
    expect(asked).toEqual(['http://x/mfe/works/mf-manifest.json']);
    const links = [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('as')} ${l.href}`);
    expect(links).toEqual([
      'preload script http://x/mfe/works/remoteEntry.js',
      'preload script http://x/mfe/works/10.aaaaaaaa.js',
      'preload script http://x/mfe/works/__federation_expose_WorkHistoryAdd.bbbbbbbb.js',
      'preload style http://x/mfe/works/add.dddddddd.css',
    ]);
    document.head.innerHTML = '';
    await preloadFirstScreenFiles('/work-histories/add', [], async () => MANIFEST);
    await preloadFirstScreenFiles('/work-histories/add', [{ name: 'mfe_works', entry: 'http://x/m.json' }], async () => {
      throw new Error('offline');
    });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
