import { MENU_KEYS, routeAfterYearChange } from '@inasaku/domain';
import { MENU_ROUTES, ROUTES, menuRoute, pathOf, routeByName, routeForPath } from './routes';

/** Every path of the route table of spec 001 §2, as written there. */
const SPEC_PATHS = [
  '/dashboard', '/', '/mobile/payment', '/mobile', '/mobile/payment/complete', '/work-histories/add',
  '/work-histories/show', '/payment', '/paddy-fields/add', '/paddy-fields/show', '/water/show', '/sensor/add',
  '/sensor/settings', '/weather', '/weather/settings/show', '/weather/settings/add', '/weather/settings/edit',
  '/archives', '/archives/work-histories', '/archives/work-histories/paddy', '/archives/work-histories/notpaddy',
  '/archives/weather-histories', '/archives/water-histories', '/archives/water-histories/sensor',
  '/archives/informations', '/archives/logs', '/archives/water-gate', '/sensors', '/works', '/works/item/edit',
  '/works/detail/edit', '/works/item/order', '/works/order', '/users', '/users/detail', '/brands', '/brands/detail',
  '/brands/order', '/inquiry', '/markers', '/personal-settings', '/signup', '/confirm-signup', '/signup-complete',
  '/forgot', '/input-new-password', '/delete-account', '/landmarks', '/water-gate/put-show',
];

/** Route names that spec 000 §2 and spec 001 §2 use in navigation. */
const SPEC_ROUTE_NAMES = [
  'dashboard', 'work-history-show', 'work-history-add', 'paddy-field-add', 'paddy-field-show', 'brands',
  'brands-detail', 'brands-order', 'works', 'works-item-edit', 'works-detail-edit', 'works-item-order', 'works-order',
  'weather-settings-show', 'weather-settings-add', 'weather-settings-edit', 'markers', 'inquiry', 'payment',
  'mobile-payment', 'water-show', 'archives-water', 'archives-work', 'archives-information', 'archives-log',
  'archives-weather', 'personal-settings', 'delete-account', 'users', 'users-detail',
];

describe('route table', () => {
  it('covers every path of spec 001 §2', () => {
    for (const path of SPEC_PATHS) expect([path, routeForPath(path)?.name]).toEqual([path, expect.any(String)]);
  });

  it('has no path the spec does not list', () => {
    const ours = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(ours.filter((p) => !SPEC_PATHS.includes(p))).toEqual([]);
  });

  it('knows every route name the spec navigates to', () => {
    for (const name of SPEC_ROUTE_NAMES) expect([name, routeByName(name)?.name]).toEqual([name, name]);
  });

  it('gives names and paths once', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps every screen but the dashboard to a remote module', () => {
    for (const r of ROUTES) {
      if (r.name === 'dashboard') expect(r.remote).toBeNull();
      else expect([r.name, r.remote, r.module]).toEqual([r.name, expect.stringMatching(/^mfe_[a-z]+$/), expect.stringMatching(/^[A-Z]\w+$/)]);
    }
  });

  it('sends the screens to the remotes that own them (ARCHITECTURE §2)', () => {
    const remote = (path: string) => routeForPath(path)?.remote;
    expect(routeForPath('/paddy-fields/add')).toMatchObject({ remote: 'mfe_fields', module: 'PaddyFieldAdd' });
    expect(routeForPath('/paddy-fields/show')).toMatchObject({ remote: 'mfe_fields', module: 'PaddyFieldShow' });
    expect(routeForPath('/work-histories/add')).toMatchObject({ remote: 'mfe_works', module: 'WorkHistoryAdd' });
    expect(routeForPath('/work-histories/show')).toMatchObject({ remote: 'mfe_works', module: 'WorkHistoryShow' });
    for (const p of ['/brands', '/brands/detail', '/brands/order', '/markers', '/landmarks']) expect(remote(p)).toBe('mfe_fields');
    for (const p of ['/works', '/works/item/edit', '/works/detail/edit', '/works/item/order', '/works/order']) expect(remote(p)).toBe('mfe_works');
    for (const p of ['/water/show', '/sensor/add', '/sensor/settings', '/sensors', '/water-gate/put-show']) expect(remote(p)).toBe('mfe_water');
    const reports = SPEC_PATHS.filter((p) => (p.startsWith('/archives') || p.startsWith('/weather')) && p !== '/archives/informations');
    for (const p of reports) expect(remote(p)).toBe('mfe_reports');
    // Notices are the account domain's, their yearly report too.
    expect(remote('/archives/informations')).toBe('mfe_account');
    for (const p of ['/users', '/users/detail', '/personal-settings', '/delete-account', '/inquiry', '/payment', '/mobile/payment', '/mobile/payment/complete']) {
      expect(remote(p)).toBe('mfe_account');
    }
  });

  it('renders the sign-in flows with mfe_account/AuthView', () => {
    for (const p of ['/signup', '/confirm-signup', '/signup-complete', '/forgot', '/input-new-password']) {
      expect(routeForPath(p)).toMatchObject({ layout: 'auth', remote: 'mfe_account', module: 'AuthView' });
    }
    expect(routeForPath('/mobile/payment')?.layout).toBe('bare');
  });

  it('ignores trailing slashes and does not know other paths', () => {
    expect(routeForPath('/works/')?.name).toBe('works');
    expect(routeForPath('/nowhere')).toBeUndefined();
    expect(pathOf('nowhere')).toBe('/dashboard');
  });

  it('gives every menu entry a screen that highlights that entry', () => {
    for (const key of MENU_KEYS) {
      const route = menuRoute(key);
      expect([key, route.layout, route.menu]).toEqual([key, 'app', key]);
    }
    expect(Object.keys(MENU_ROUTES).sort()).toEqual([...MENU_KEYS].sort());
  });

  it('has every route the year change can lead to', () => {
    for (const r of ROUTES) {
      const target = routeAfterYearChange(r.name);
      if (target.action === 'navigate') expect(routeByName(target.route)).toBeDefined();
    }
  });
});
