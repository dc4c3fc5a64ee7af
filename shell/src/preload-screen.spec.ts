import { firstScreenCode, preloadScreen, screenModules } from './preload-screen';
import { makeUser } from './test/fixtures';

describe('the code of the screen the page opens on', () => {
  it('is the route\'s module, or the dashboard\'s widgets for the plan', () => {
    expect(screenModules('/work-histories/add', null)).toEqual(['mfe_works/WorkHistoryAdd']);
    const water = screenModules('/dashboard', makeUser({ water_management: true }));
    const plain = screenModules('/dashboard', makeUser({ water_management: false, plan_type: 1 }));
    expect(plain).toEqual(['mfe_works/WorkLogWidget', 'mfe_works/WorkProgressWidget', 'mfe_account/NoticesWidget', 'mfe_water/GateLogWidget', 'mfe_reports/WeatherWidget']);
    expect(water.length).toBeGreaterThanOrEqual(plain.length);
    // Without a known user, only the widgets every plan has.
    expect(screenModules('/dashboard', null)).toEqual(plain);
    // Sign-in screens and unknown paths load nothing ahead.
    expect(screenModules('/signup', null)).toEqual([]);
    expect(screenModules('/no/such/page', null)).toEqual([]);
  });

  it('starts loading only modules of registered remotes, and a failed load is left to the screen', async () => {
    const loader = jest.fn(async (id: string) => {
      if (id.startsWith('mfe_account')) throw new Error('down');
      return {};
    });
    const assets = jest.fn(async () => undefined);
    const ids = preloadScreen('/dashboard', null, ['mfe_works', 'mfe_account'], loader, assets);
    expect(ids).toEqual(['mfe_works/WorkLogWidget', 'mfe_works/WorkProgressWidget', 'mfe_account/NoticesWidget']);
    expect(loader.mock.calls.map(([id]) => id)).toEqual(ids);
    // The files of each remote's modules are asked for together, one preload per remote.
    await firstScreenCode();
    expect(assets).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_works', exposes: ['WorkLogWidget', 'WorkProgressWidget'] },
      { nameOrAlias: 'mfe_account', exposes: ['NoticesWidget'] },
    ]);
  });

  it('a failed file preload changes nothing: the modules still load', async () => {
    const loader = jest.fn(async () => ({}));
    preloadScreen('/work-histories/add', null, ['mfe_works'], loader, async () => {
      throw new Error('no manifest');
    });
    await firstScreenCode();
    expect(loader).toHaveBeenCalledWith('mfe_works/WorkHistoryAdd');
  });
});
