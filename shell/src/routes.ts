import type { MenuKey } from '@inasaku/domain';
import type { MenuGroup } from './layout/menu-items';

/**
 * The one route table of the site (spec 001 §2): every path, its route name, the remote
 * module that renders it and the side-menu entry it belongs to. The shell renders the
 * dashboard itself; every other screen comes from a remote.
 *
 * layout 'app':  inside the signed-in layout (side menu, header).
 * layout 'auth': sign-in flows, rendered by mfe_account/AuthView while signed out.
 * layout 'bare': full screen without the side menu, signed in or not (mobile payment,
 *                opened from the smartphone app).
 */
export type RouteLayout = 'app' | 'auth' | 'bare';

export interface AppRoute {
  name: string;
  path: string;
  aliases?: readonly string[];
  /** null: rendered by the shell (the dashboard). */
  remote: string | null;
  module: string | null;
  /** The menu entry highlighted on this screen. */
  menu?: MenuKey;
  /** A hub screen of no single entry: its submenu is opened and highlighted instead. */
  menuGroup?: MenuGroup;
  layout: RouteLayout;
}

const app = (name: string, path: string, remote: string, module: string, menu?: MenuKey): AppRoute => ({
  name, path, remote, module, menu, layout: 'app',
});
const auth = (name: string, path: string): AppRoute => ({
  name, path, remote: 'mfe_account', module: 'AuthView', layout: 'auth',
});

/** The access-log code each route sends as it opens is decided beside this table, in ./access-log-codes.ts. */
export const ROUTES: readonly AppRoute[] = [
  { name: 'dashboard', path: '/dashboard', aliases: ['/'], remote: null, module: null, menu: 'dashboard', layout: 'app' },

  // Sign-in and account creation (signed out)
  auth('signup', '/signup'),
  auth('confirm-signup', '/confirm-signup'),
  auth('signup-complete', '/signup-complete'),
  auth('forgot', '/forgot'),
  auth('input-new-password', '/input-new-password'),

  // Paid plan from the smartphone app
  { name: 'mobile-payment', path: '/mobile/payment', aliases: ['/mobile'], remote: 'mfe_account', module: 'MobilePayment', layout: 'bare' },
  { name: 'mobile-payment-complete', path: '/mobile/payment/complete', remote: 'mfe_account', module: 'MobilePaymentComplete', layout: 'bare' },

  // Maps and work input
  app('work-history-show', '/work-histories/show', 'mfe_works', 'WorkHistoryShow', 'paddy-map'),
  app('work-history-add', '/work-histories/add', 'mfe_works', 'WorkHistoryAdd', 'work-input'),
  app('water-gate-put-show', '/water-gate/put-show', 'mfe_water', 'WaterGatePutShow', 'water-gate-map'),

  // Water
  app('water-show', '/water/show', 'mfe_water', 'WaterShow', 'water-map'),
  app('sensor-add', '/sensor/add', 'mfe_water', 'SensorAdd', 'sensor-add'),
  app('sensor-settings', '/sensor/settings', 'mfe_water', 'SensorSettings', 'sensor-settings'),
  app('sensors', '/sensors', 'mfe_water', 'Sensors', 'water-map'),

  // Yearly reports
  { ...app('archives', '/archives', 'mfe_reports', 'Archives'), menuGroup: 'archives' },
  app('archives-work', '/archives/work-histories', 'mfe_reports', 'ArchivesWork', 'archives-work-paddy'),
  app('archives-work-paddy', '/archives/work-histories/paddy', 'mfe_reports', 'ArchivesWorkPaddy', 'archives-work-paddy'),
  app('archives-work-notpaddy', '/archives/work-histories/notpaddy', 'mfe_reports', 'ArchivesWorkNotPaddy', 'archives-work-notpaddy'),
  // Notices are the account domain's; its remote shows their yearly report too.
  app('archives-information', '/archives/informations', 'mfe_account', 'NoticesReport', 'archives-informations'),
  app('archives-log', '/archives/logs', 'mfe_reports', 'ArchivesLog', 'archives-logs'),
  app('archives-water-gate', '/archives/water-gate', 'mfe_reports', 'ArchivesWaterGate', 'archives-water-gate'),
  app('archives-weather', '/archives/weather-histories', 'mfe_reports', 'ArchivesWeather', 'archives-weather'),
  app('archives-water', '/archives/water-histories', 'mfe_reports', 'ArchivesWater', 'archives-water'),
  app('archives-water-sensor', '/archives/water-histories/sensor', 'mfe_reports', 'ArchivesWaterSensor', 'archives-water'),

  // Weather
  app('weather', '/weather', 'mfe_reports', 'Weather'),
  app('weather-settings-show', '/weather/settings/show', 'mfe_reports', 'WeatherSettingsShow', 'settings-weather'),
  app('weather-settings-add', '/weather/settings/add', 'mfe_reports', 'WeatherSettingsAdd', 'settings-weather'),
  app('weather-settings-edit', '/weather/settings/edit', 'mfe_reports', 'WeatherSettingsEdit', 'settings-weather'),

  // Settings: fields
  app('paddy-field-add', '/paddy-fields/add', 'mfe_fields', 'PaddyFieldAdd', 'settings-paddy-add'),
  app('paddy-field-show', '/paddy-fields/show', 'mfe_fields', 'PaddyFieldShow', 'settings-paddy-edit'),
  app('brands', '/brands', 'mfe_fields', 'Brands', 'settings-brands'),
  app('brands-detail', '/brands/detail', 'mfe_fields', 'BrandDetail', 'settings-brands'),
  app('brands-order', '/brands/order', 'mfe_fields', 'BrandOrder', 'settings-brands'),
  app('markers', '/markers', 'mfe_fields', 'Markers', 'settings-markers'),
  app('landmarks', '/landmarks', 'mfe_fields', 'Landmarks', 'settings-landmarks'),

  // Settings: work categories and items
  app('works', '/works', 'mfe_works', 'Works', 'settings-works'),
  app('works-item-edit', '/works/item/edit', 'mfe_works', 'WorksItemEdit', 'settings-works'),
  app('works-detail-edit', '/works/detail/edit', 'mfe_works', 'WorksDetailEdit', 'settings-works'),
  app('works-item-order', '/works/item/order', 'mfe_works', 'WorksItemOrder', 'settings-works'),
  app('works-order', '/works/order', 'mfe_works', 'WorksOrder', 'settings-works'),

  // Account
  app('users', '/users', 'mfe_account', 'Users', 'settings-users'),
  app('users-detail', '/users/detail', 'mfe_account', 'UserDetail', 'settings-users'),
  app('personal-settings', '/personal-settings', 'mfe_account', 'PersonalSettings'),
  app('delete-account', '/delete-account', 'mfe_account', 'DeleteAccount'),
  app('inquiry', '/inquiry', 'mfe_account', 'Inquiry', 'inquiry'),
  app('payment', '/payment', 'mfe_account', 'Payment'),
];

/** Where each side-menu entry leads. */
export const MENU_ROUTES: Readonly<Record<MenuKey, string>> = {
  dashboard: 'dashboard',
  'paddy-map': 'work-history-show',
  'work-input': 'work-history-add',
  'water-gate-map': 'water-gate-put-show',
  'water-map': 'water-show',
  'sensor-add': 'sensor-add',
  'sensor-settings': 'sensor-settings',
  'archives-work-paddy': 'archives-work-paddy',
  'archives-work-notpaddy': 'archives-work-notpaddy',
  'archives-informations': 'archives-information',
  'archives-logs': 'archives-log',
  'archives-water-gate': 'archives-water-gate',
  'archives-weather': 'archives-weather',
  'archives-water': 'archives-water',
  'settings-paddy-add': 'paddy-field-add',
  'settings-paddy-edit': 'paddy-field-show',
  'settings-brands': 'brands',
  'settings-works': 'works',
  'settings-weather': 'weather-settings-show',
  'settings-users': 'users',
  'settings-markers': 'markers',
  'settings-landmarks': 'landmarks',
  inquiry: 'inquiry',
};

const byName = new Map(ROUTES.map((r) => [r.name, r]));
const byPath = new Map<string, AppRoute>();
for (const r of ROUTES) for (const p of [r.path, ...(r.aliases ?? [])]) byPath.set(p, r);

export function routeByName(name: string): AppRoute | undefined {
  return byName.get(name);
}

/** The path of a route name; unknown names go to the dashboard. */
export function pathOf(name: string): string {
  return byName.get(name)?.path ?? '/dashboard';
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route of a browser path (trailing slashes ignored), or undefined for an unknown path. */
export function routeForPath(pathname: string): AppRoute | undefined {
  return byPath.get(normalize(pathname));
}

export function menuRoute(key: MenuKey): AppRoute {
  return byName.get(MENU_ROUTES[key])!;
}
