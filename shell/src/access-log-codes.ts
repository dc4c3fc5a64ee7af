import { routeForPath } from './routes';

/** An access-log menu code of spec 000 §7, '01' … '28' (ACCESS_LOG_MENUS of the contracts). */
export type AccessLogCode = string;

/**
 * The access-log menu code (spec 000 §7, ope 0) each screen of the route table sends when it
 * opens, by route name; null says the screen sends none on purpose. This is the one place that
 * decides it: the shell sends the code of the route it lands on, however it got there (menu,
 * URL, back or forward, a link inside a screen), so no screen and no menu handler sends its own.
 *
 * Decisions where the spec names a code but no screen:
 * - 24 ほ場設定 (paddy setting): the ほ場 screen of 設定 > ほ場 > 編集 (paddy-field-show), where a
 *   field's settings are made, its water sensor link included. Its edits keep 11 (paddy edit,
 *   ope 2 and 3 of the gateway's write log), as 10 (paddy add) is the add screen and its inserts.
 * - 27 センサーアラート (sensor alert): the water-level sensor page /sensors, which shows every
 *   sensor with its alert state (正常, 警告, 危険, 未連携) and the alert list.
 * - 11 paddy edit and 20 history have no screen: they are the edits of a paddy field on the ほ場
 *   screen and of a work history in the map's popup (ope 2 and 3 only, written by the gateway).
 *
 * Screens inside a function (detail, order, add and edit pages) send the code of that function,
 * the one whose side-menu entry they highlight. No code: the report hub (each report it opens
 * sends its own), the weather dashboard (no menu entry; 08 and 14 name the weather report and
 * the accumulated-temperature settings), and the screens outside the signed-in layout.
 */
export const ROUTE_ACCESS_CODES: Readonly<Record<string, AccessLogCode | null>> = {
  dashboard: '01',

  signup: null,
  'confirm-signup': null,
  'signup-complete': null,
  forgot: null,
  'input-new-password': null,
  'mobile-payment': null,
  'mobile-payment-complete': null,

  'work-history-show': '02',
  'work-history-add': '03',
  'water-gate-put-show': '23',

  'water-show': '22',
  'sensor-add': '25',
  'sensor-settings': '26',
  sensors: '27',

  archives: null,
  'archives-work': '04',
  'archives-work-paddy': '04',
  'archives-work-notpaddy': '05',
  'archives-information': '06',
  'archives-log': '07',
  'archives-water-gate': '09',
  'archives-weather': '08',
  'archives-water': '28',
  'archives-water-sensor': '28',

  weather: null,
  'weather-settings-show': '14',
  'weather-settings-add': '14',
  'weather-settings-edit': '14',

  'paddy-field-add': '10',
  'paddy-field-show': '24',
  brands: '12',
  'brands-detail': '12',
  'brands-order': '12',
  markers: '16',
  landmarks: '17',

  works: '13',
  'works-item-edit': '13',
  'works-detail-edit': '13',
  'works-item-order': '13',
  'works-order': '13',

  users: '15',
  'users-detail': '15',
  'personal-settings': '18',
  'delete-account': '18',
  inquiry: '21',
  payment: '19',
};

/** The code a browser path sends when its screen opens; null for none or an unknown path. */
export function accessCodeOfPath(pathname: string): AccessLogCode | null {
  const route = routeForPath(pathname);
  return route ? ROUTE_ACCESS_CODES[route.name] ?? null : null;
}
