import type { HttpMethod } from '../http-routes';

/** One access-log row (spec 000 §7): the screen's menu code and the operation, 1 insert, 2 update, 3 delete. */
export interface WriteAccessLog {
  menu: string;
  ope: '1' | '2' | '3';
}

/**
 * The writes the gateway records in the access log after they succeed, by the screen they come
 * from (menu codes of spec 000 §7: 03 work input, 06 information, 07 work log, 10 paddy add,
 * 11 paddy edit, 12 brand, 13 work item, 15 user, 16 home, 17 landmark, 18 personal,
 * 19 payment, 20 history, 21 inquiry, 23 water gate). Menu opens (ope 0) are sent by the browser itself.
 */
export const WRITE_ACCESS_LOGS: Readonly<Record<string, WriteAccessLog>> = {
  'POST /inasaku/paddy-fields': { menu: '10', ope: '1' },
  // an import registers fields as the add screen does (its preview writes nothing)
  'POST /inasaku/paddy-fields/import': { menu: '10', ope: '1' },
  'PUT /inasaku/paddy-fields': { menu: '11', ope: '2' },
  'DELETE /inasaku/paddy-fields': { menu: '11', ope: '3' },
  'POST /inasaku/brands': { menu: '12', ope: '1' },
  'PUT /inasaku/brands': { menu: '12', ope: '2' },
  'POST /inasaku/brands/order': { menu: '12', ope: '2' },
  'DELETE /inasaku/brands': { menu: '12', ope: '3' },
  'PUT /inasaku/account-area-pos': { menu: '16', ope: '2' },
  'POST /inasaku/landmarks': { menu: '17', ope: '1' },
  'PUT /inasaku/landmarks': { menu: '17', ope: '2' },
  'DELETE /inasaku/landmarks': { menu: '17', ope: '3' },
  'POST /inasaku/work-histories': { menu: '03', ope: '1' },
  'POST /inasaku/global-work-histories': { menu: '03', ope: '1' },
  'PUT /inasaku/work-histories/:work_history_id': { menu: '20', ope: '2' },
  'DELETE /inasaku/work-histories/:work_history_id': { menu: '20', ope: '3' },
  'PUT /inasaku/global-work-histories/:work_history_id': { menu: '20', ope: '2' },
  'DELETE /inasaku/global-work-histories/:work_history_id': { menu: '20', ope: '3' },
  'DELETE /inasaku/logs': { menu: '07', ope: '3' },
  'POST /inasaku/seasons': { menu: '13', ope: '1' },
  'PUT /inasaku/seasons': { menu: '13', ope: '2' },
  'POST /inasaku/seasons/order': { menu: '13', ope: '2' },
  'DELETE /inasaku/seasons': { menu: '13', ope: '3' },
  'POST /inasaku/items': { menu: '13', ope: '1' },
  'PUT /inasaku/items': { menu: '13', ope: '2' },
  'POST /inasaku/items/order': { menu: '13', ope: '2' },
  'DELETE /inasaku/items': { menu: '13', ope: '3' },
  'POST /adminCreateUser': { menu: '15', ope: '1' },
  'POST /adminUpdateUser': { menu: '15', ope: '2' },
  'POST /adminDeleteUser': { menu: '15', ope: '3' },
  'POST /auth/change-password': { menu: '18', ope: '2' },
  'POST /api/informations': { menu: '06', ope: '1' },
  'PUT /api/informations': { menu: '06', ope: '2' },
  'DELETE /api/informations': { menu: '06', ope: '3' },
  'POST /api/inquiry': { menu: '21', ope: '1' },
  'POST /api/payment': { menu: '19', ope: '1' },
  // Weather (14 weather settings; create-weather-infos follows a home position set, 16).
  'POST /inasaku/weather-settings': { menu: '14', ope: '1' },
  'PUT /inasaku/weather-settings': { menu: '14', ope: '2' },
  'DELETE /inasaku/weather-settings': { menu: '14', ope: '3' },
  'POST /inasaku/create-weather-infos': { menu: '16', ope: '1' },
  'POST /api/sensor': { menu: '25', ope: '1' },
  'PUT /api/sensor': { menu: '25', ope: '2' },
  'DELETE /api/sensor': { menu: '25', ope: '3' },
  'POST /api/sensor/token': { menu: '25', ope: '2' },
  // LoRaWAN integrations, LoRaWAN sensors and 未登録のデバイス, on the same センサー設置 screen
  'POST /api/sensor/integrations': { menu: '25', ope: '1' },
  'POST /api/sensor/integrations/rotate': { menu: '25', ope: '2' },
  'POST /api/sensor/integrations/revoke': { menu: '25', ope: '3' },
  'POST /api/sensor/lorawan': { menu: '25', ope: '1' },
  'PUT /api/sensor/lorawan': { menu: '25', ope: '2' },
  'DELETE /api/sensor/lorawan-devices/unregistered': { menu: '25', ope: '3' },
  'POST /api/notifications': { menu: '26', ope: '1' },
  'PUT /api/notifications/:id': { menu: '26', ope: '2' },
  'POST /inasaku/watergate/supply': { menu: '23', ope: '1' },
  'POST /inasaku/watergate/out': { menu: '23', ope: '1' },
  'POST /inasaku/watergates/supply': { menu: '23', ope: '1' },
  'POST /inasaku/watergates/out': { menu: '23', ope: '1' },
};

export function writeAccessLogOf(route: { method: HttpMethod; path: string }): WriteAccessLog | undefined {
  return WRITE_ACCESS_LOGS[`${route.method} ${route.path}`];
}
