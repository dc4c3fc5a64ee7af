import { HTTP_ROUTES } from '../http-routes';
import { writeAccessLogOf } from '../account/access-log-writes';
import { WATER_SUBJECTS } from './subjects';
import { PRODUCT_ID_MESSAGE } from '@inasaku/domain';
import { createSensorSchema, deleteSensorSchema, rotateSensorTokenSchema, updateSensorSchema } from './sensors';
import { saveNotificationSettingsSchema } from './notifications';
import { latestReadingSchema, rawReadingsSchema, yearlyReadingsSchema } from './readings';
import { listAlertsSchema } from './alerts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('sensor contracts', () => {
  it('a new product ID is a name: only letters, digits, - _ . (the product-ID message); lookups take any stored ID', () => {
    for (const bad of ['+', '#', 'a/b', '$SYS', ' WL-1', 'WL-1 ', 'WL\u30001', 'ＷＬ１', 'センサー1']) {
      expect([bad, message(createSensorSchema.safeParse({ lat: 36, lon: 138, sensor_id: bad }))]).toEqual([bad, PRODUCT_ID_MESSAGE]);
    }
    expect(createSensorSchema.safeParse({ lat: 36, lon: 138, sensor_id: 'WL_1.a-B' }).success).toBe(true);
    // A sensor stored before the rule can still be renamed, re-tokened and deleted.
    expect(updateSensorSchema.safeParse({ sensor_id: 'old id/1', sensor_name: 'x' }).success).toBe(true);
    expect(deleteSensorSchema.safeParse({ sensor_id: 'old id/1' }).success).toBe(true);
    expect(rotateSensorTokenSchema.safeParse({ sensor_id: 'old id/1' }).success).toBe(true);
    expect(rawReadingsSchema.safeParse({ sensor_id: 'old id/1' }).success).toBe(true);
  });

  it('insert payload: lat, lon, product ID (required, max 100), optional name (max 100)', () => {
    expect(createSensorSchema.parse({ lat: '36.5', lon: 138.1, sensor_id: 'WL-1' })).toMatchObject({ lat: 36.5, lon: 138.1, sensor_id: 'WL-1' });
    expect(message(createSensorSchema.safeParse({ lat: 36, lon: 138, sensor_id: '' }))).toBe('製品IDは必須項目です。');
    expect(createSensorSchema.safeParse({ lat: 36, lon: 138, sensor_id: 'x'.repeat(101) }).success).toBe(false);
    expect(createSensorSchema.safeParse({ lat: 36, lon: 138, sensor_id: 'a', sensor_name: 'あ'.repeat(101) }).success).toBe(false);
    expect(createSensorSchema.safeParse({ lat: 91, lon: 138, sensor_id: 'a' }).success).toBe(false);
  });

  it('update: latitude and longitude together', () => {
    expect(updateSensorSchema.safeParse({ sensor_id: 'a', latitude: 36 }).success).toBe(false);
    expect(updateSensorSchema.safeParse({ sensor_id: 'a', latitude: 36, longitude: 138 }).success).toBe(true);
  });

  it('notification settings: customDoubleWater levels, 以上 0 / 以下 1, notify', () => {
    const ok = saveNotificationSettingsSchema.parse({ warn_value: 12.5, warn_unit: 1, caution_value: '', caution_unit: '0', notify: true });
    expect(ok).toMatchObject({ warn_value: '12.5', warn_unit: '1', caution_value: '', notify: true });
    expect(message(saveNotificationSettingsSchema.safeParse({ warn_value: '100', warn_unit: '0', caution_unit: '0', notify: false })))
      .toBe('整数2桁以内、小数1桁以内の数値で入力してください。');
    expect(message(saveNotificationSettingsSchema.safeParse({ warn_unit: '2', caution_unit: '0', notify: false }))).toBe('以上または以下を選択してください。');
  });

  it('reading queries', () => {
    expect(rawReadingsSchema.safeParse({ sensor_id: 'a', from_datetime: '2026-07-01 09:00:00' }).success).toBe(true);
    expect(rawReadingsSchema.safeParse({ sensor_id: 'a', from_datetime: 'yesterday' }).success).toBe(false);
    expect(latestReadingSchema.safeParse({ tag_no: 'WL-1' }).success).toBe(true);
    expect(latestReadingSchema.safeParse({}).success).toBe(false);
    expect(yearlyReadingsSchema.parse({ year: '2026', month: '3' })).toMatchObject({ year: 2026, month: 3 });
    expect(listAlertsSchema.parse({ count: '8', skip_page: '1' })).toMatchObject({ count: 8, skip_page: 1 });
  });

  it('every /api/sensor… and /api/notifications route is a water subject; writes leave access-log rows 25 / 26', () => {
    const subjects = new Set<string>(Object.values(WATER_SUBJECTS).flatMap((g) => (typeof g === 'string' ? [g] : Object.values(g))));
    const routes = HTTP_ROUTES.filter((r) => r.path.startsWith('/api/sensor') || r.path.startsWith('/api/notifications'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/sensor', 'GET /api/notifications', 'GET /api/sensor', 'GET /api/sensor/alert', 'GET /api/sensor/all',
      'GET /api/sensor/histories', 'GET /api/sensor/raw', 'GET /api/sensor/sensor-data', 'GET /api/sensor/sensor-data-histories',
      'GET /api/sensor/sensor-data-latest', 'POST /api/notifications', 'POST /api/sensor', 'POST /api/sensor/token',
      'PUT /api/notifications/:id', 'PUT /api/sensor',
      // LoRaWAN integrations, sensors and 未登録のデバイス (./integrations.ts, ./lorawan-sensors.ts)
      'DELETE /api/sensor/lorawan-devices/unregistered', 'GET /api/sensor/integrations', 'GET /api/sensor/lorawan',
      'GET /api/sensor/lorawan-devices/unregistered', 'POST /api/sensor/integrations', 'POST /api/sensor/integrations/revoke',
      'POST /api/sensor/integrations/rotate', 'POST /api/sensor/lorawan', 'PUT /api/sensor/lorawan',
    ].sort());
    for (const r of routes) {
      expect(subjects.has(r.subject)).toBe(true);
      if (r.method !== 'GET') expect(writeAccessLogOf(r)?.menu).toBe(r.path.includes('notifications') ? '26' : '25');
    }
  });
});
