import { ACCESS_LOG_MENUS } from '@inasaku/contracts';
import { MENU_KEYS } from '@inasaku/domain';
import { ROUTE_ACCESS_CODES, accessCodeOfPath } from './access-log-codes';
import { ROUTES, menuRoute } from './routes';

describe('access-log codes of the route table', () => {
  it('has a decision, a code or null, for every route and nothing else', () => {
    for (const r of ROUTES) expect([r.name, ROUTE_ACCESS_CODES[r.name]]).not.toEqual([r.name, undefined]);
    const names = ROUTES.map((r) => r.name);
    expect(Object.keys(ROUTE_ACCESS_CODES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('uses only the menu codes of spec 000 §7', () => {
    for (const code of Object.values(ROUTE_ACCESS_CODES)) if (code !== null) expect(ACCESS_LOG_MENUS).toContain(code);
  });

  it('sends every code of spec 000 §7 from some screen but the edit-only ones, 11 paddy edit and 20 history', () => {
    const sent = new Set(Object.values(ROUTE_ACCESS_CODES));
    expect(ACCESS_LOG_MENUS.filter((c) => !sent.has(c))).toEqual(['11', '20']);
  });

  it('gives every side-menu entry its screen code', () => {
    const expected: Record<string, string> = {
      dashboard: '01', 'paddy-map': '02', 'work-input': '03', 'water-gate-map': '23', 'water-map': '22', 'sensor-add': '25',
      'sensor-settings': '26', 'archives-work-paddy': '04', 'archives-work-notpaddy': '05', 'archives-informations': '06',
      'archives-logs': '07', 'archives-water-gate': '09', 'archives-weather': '08', 'archives-water': '28',
      'settings-paddy-add': '10', 'settings-paddy-edit': '24', 'settings-brands': '12', 'settings-works': '13',
      'settings-weather': '14', 'settings-users': '15', 'settings-markers': '16', 'settings-landmarks': '17', inquiry: '21',
    };
    expect(Object.fromEntries(MENU_KEYS.map((k) => [k, ROUTE_ACCESS_CODES[menuRoute(k).name]]))).toEqual(expected);
  });

  it('gives the screens opened outside the side menu their codes: header, hub, links, sensor page', () => {
    expect(accessCodeOfPath('/personal-settings')).toBe('18');
    expect(accessCodeOfPath('/delete-account')).toBe('18');
    expect(accessCodeOfPath('/payment')).toBe('19');
    expect(accessCodeOfPath('/sensors')).toBe('27');
    expect(accessCodeOfPath('/archives/work-histories')).toBe('04');
    expect(accessCodeOfPath('/archives/water-histories/sensor')).toBe('28');
    expect(accessCodeOfPath('/brands/detail')).toBe('12');
    expect(accessCodeOfPath('/works/detail/edit')).toBe('13');
  });

  it('a screen inside a function sends the code of the menu entry it highlights', () => {
    for (const r of ROUTES) {
      if (!r.menu || r.name === 'sensors') continue;
      expect([r.name, ROUTE_ACCESS_CODES[r.name]]).toEqual([r.name, ROUTE_ACCESS_CODES[menuRoute(r.menu).name]]);
    }
  });

  it('sends nothing for the hub, the weather dashboard, the signed-out and the bare screens, and unknown paths', () => {
    for (const r of ROUTES.filter((x) => x.layout !== 'app')) expect([r.name, ROUTE_ACCESS_CODES[r.name]]).toEqual([r.name, null]);
    expect(accessCodeOfPath('/archives')).toBeNull();
    expect(accessCodeOfPath('/weather')).toBeNull();
    expect(accessCodeOfPath('/no-such-screen')).toBeNull();
    expect(accessCodeOfPath('/')).toBe('01');
    expect(accessCodeOfPath('/water/show/')).toBe('22');
  });
});
