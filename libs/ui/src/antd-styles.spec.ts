import { inasakuTheme } from './theme';

describe('antd stylesheet', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="own">.boot{}</style>';
  });

  const load = () => (require('./antd-styles') as typeof import('./antd-styles')).loadAntdStyles;

  it('goes first in <head>, before the page own styles, once however often it is asked for', async () => {
    const loadAntdStyles = load();
    const first = loadAntdStyles();
    const again = loadAntdStyles();
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(links[0]);
    links[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(again).toBe(first);
  });

  it('settles when the sheet cannot be loaded (offline without it): the app still opens', async () => {
    const loaded = load()();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('is what the theme relies on: no styles generated while rendering, no hash class', () => {
    expect(inasakuTheme.zeroRuntime).toBe(true);
    expect(inasakuTheme.hashed).toBe(false);
  });
});
