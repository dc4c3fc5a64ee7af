import {
  EVENTS, WATER_SUBJECTS as W, type LatestReadingResponse, type SensorDeletedEvent, type NotificationSettings, type PagedList, type Sensor, type SensorReading,
  type VerifyDeviceTokenResponse, type YearlySensorSeries,
} from '@inasaku/contracts';
import { tokyoInstant } from '@inasaku/domain';
import { eventually, newAccount, readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';
import { hashDeviceToken } from './device-token';


const h = suiteHarness(startSensorsHarness);

describe('sensors CRUD (/api/sensor…)', () => {
  it('registers a sensor with a one-time token; the map lists it as unlinked (9) until it sends', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const created = await h.client.call<{ result: string; message: string; device_token: string }>(
      W.sensors.create, { sensor_id: pid, sensor_name: '北田', lat: 36.5, lon: 138.1 }, farm.context(),
    );
    expect(created.result).toBe('0');
    expect(created.device_token).toMatch(/^wlt_/);
    const [row] = await h.sql<{ token_sha256: string }>('SELECT token_sha256 FROM water.sensors WHERE product_id = $1', [pid]);
    expect(row.token_sha256).toBe(hashDeviceToken(created.device_token));
    const all = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(all.total_count).toBe(1);
    expect(all.list[0]).toMatchObject({ sensor_id: pid, sensor_name: '北田', latitude: 36.5, longitude: 138.1, status: '9', datetime: null, data: [] });
  });

  it('a product ID already registered answers result 9 with the form message and writes nothing', async () => {
    const a = h.farm();
    const b = h.farm();
    const pid = uniqueProductId();
    await h.register(a, pid);
    const again = await h.client.call<{ result: string; message: string }>(W.sensors.create, { sensor_id: pid, lat: 1, lon: 2 }, b.context());
    expect(again).toEqual({ result: '9', message: 'この製品IDは既に登録されています。' });
    expect((await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, b.context())).total_count).toBe(0);
  });

  it('moves, renames and deletes; another account\'s product ID is 404', async () => {
    const farm = h.farm();
    const other = h.farm();
    const pid = uniqueProductId();
    await h.register(farm, pid);
    for (const [subject, payload] of [
      [W.sensors.get, { sensor_id: pid }],
      [W.sensors.update, { sensor_id: pid, sensor_name: 'x' }],
      [W.sensors.delete, { sensor_id: pid }],
      [W.sensors.rotateToken, { sensor_id: pid }],
      [W.readings.raw, { sensor_id: pid }],
    ] as const) {
      expect((await h.client.callError(subject, payload, other.context())).statusCode).toBe(404);
    }
    const moved = await h.client.call<{ result: string; sensor: Sensor }>(W.sensors.update, { sensor_id: pid, latitude: 35, longitude: 139 }, farm.context());
    expect(moved.result).toBe('0');
    expect(moved.sensor).toMatchObject({ latitude: 35, longitude: 139, sensor_name: '' });
    const renamed = await h.client.call<{ sensor: Sensor }>(W.sensors.update, { sensor_id: pid, sensor_name: '南田' }, farm.context());
    expect(renamed.sensor).toMatchObject({ latitude: 35, sensor_name: '南田' });
    expect(await h.client.call(W.sensors.delete, { sensor_id: pid }, farm.context())).toEqual({ result: '0', message: '' });
    expect((await h.client.callError(W.sensors.get, { sensor_id: pid }, farm.context())).statusCode).toBe(404);
  });

  it('a deleted sensor is announced once (EVENTS.sensorDeleted) so the fields service unlinks its paddy fields', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    await h.register(farm, pid);
    const seq = await streamLastSeq(h.client.nc);
    expect((await h.client.callError(W.sensors.delete, { sensor_id: pid }, h.farm().context())).statusCode).toBe(404);
    await h.client.call(W.sensors.delete, { sensor_id: pid }, farm.context());
    const events = await eventually(async () => {
      const found = await readEvents<SensorDeletedEvent>(h.client.nc, EVENTS.sensorDeleted, seq);
      return found.length ? found : null;
    });
    await new Promise((r) => setTimeout(r, 300));
    const all = await readEvents<SensorDeletedEvent>(h.client.nc, EVENTS.sensorDeleted, seq);
    expect(all).toHaveLength(1);
    expect(events![0].data).toMatchObject({ account_id: farm.accountId, sensor_id: pid });
  });

  it('a read-only plan, a past year and an account without the water feature cannot register', async () => {
    const farm = h.farm();
    const payload = { sensor_id: uniqueProductId(), lat: 36, lon: 138 };
    expect(await h.client.callError(W.sensors.create, payload, farm.context({ planType: 2 })))
      .toMatchObject({ statusCode: 403, message: 'ご利用期間が終了しているため、データを変更できません。' });
    expect(await h.client.callError(W.sensors.create, payload, farm.context({ pastYear: true })))
      .toMatchObject({ statusCode: 403, message: '過去の年度のデータは変更できません。' });
    const plain = newAccount();
    expect(await h.client.callError(W.sensors.list, {}, plain.context()))
      .toMatchObject({ statusCode: 403, message: 'この機能は現在ご利用いただけません。' });
    // admins always have the water feature
    expect((await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, plain.context({ admin: true }))).total_count).toBe(0);
    expect(await h.sql('SELECT 1 FROM water.sensors')).toHaveLength(0);
  });

  it('bad input is a 400 with the Japanese message', async () => {
    const farm = h.farm();
    expect(await h.client.callError(W.sensors.create, { sensor_id: '', lat: 36, lon: 138 }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '製品IDは必須項目です。' });
    expect((await h.client.callError(W.sensors.create, { sensor_id: 'x'.repeat(101), lat: 36, lon: 138 }, farm.context())).statusCode).toBe(400);
  });

  it('verifies device tokens by hash; a rotated token is refused', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const { token, id } = await h.register(farm, pid);
    const ok = await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { sensor_id: pid, token_sha256: hashDeviceToken(token) });
    expect(ok.sensor).toEqual({ id, account_id: farm.accountId, sensor_id: pid });
    const rotated = await h.client.call<{ device_token: string }>(W.sensors.rotateToken, { sensor_id: pid }, farm.context());
    expect(rotated.device_token).not.toBe(token);
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { sensor_id: pid, token_sha256: hashDeviceToken(token) })).sensor).toBeNull();
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { sensor_id: 'other', token_sha256: hashDeviceToken(rotated.device_token) })).sensor).toBeNull();
  });
});

describe('readings through the stream', () => {
  it('stores readings once (a repeated message is skipped) and answers the last 3 hours newest first at +0900', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid, '北田');
    const now = Date.now();
    const readings = [4, 3, 2, 1, 0].map((hAgo) => ({ at: new Date(now - hAgo * 3600_000 - 1000), level: 5 + hAgo, temp: 20.5, battery: 90 }));
    await h.send({ id: s.id, accountId: farm.accountId }, readings);
    await h.send({ id: s.id, accountId: farm.accountId }, readings); // a device retry
    expect(await eventually(async () => (await h.rows(pid)) === 5)).toBe(true);
    const raw = await h.client.call<PagedList<SensorReading>>(W.readings.raw, { sensor_id: pid }, farm.context());
    expect(raw.list.map((r) => r.water_level)).toEqual([5, 6, 7]);
    expect(raw.list[0]).toMatchObject({ sensor_id: pid, sensor_name: '北田', tag_no: pid, water_temperature: 20.5, water_temp: 20.5, battery: 90 });
    expect(raw.list[0].datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    const map = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(map.list[0]).toMatchObject({ status: '0', water_level: 5, water_temperature: 20.5, battery: 90 });
    expect(map.list[0].data.map((r) => r.water_level)).toEqual([5, 6, 7, 8, 9]);
    const latest = await h.client.call<LatestReadingResponse>(W.readings.latest, { tag_no: pid }, farm.context());
    expect(latest.reading?.water_level).toBe(5);
    expect(await h.client.call(W.readings.latest, { tag_no: 'nobody' }, farm.context())).toEqual({ sensor: null, reading: null });
  });

  it('the map is never stale: a new reading, a late backlog reading and a rename show in the next answer', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid, '東田');
    const sensor = { id: s.id, accountId: farm.accountId };
    const t0 = Date.now() - 3600_000;
    const at = (min: number) => new Date(t0 + min * 60_000);
    await h.send(sensor, [0, 10, 20, 30, 40, 50, 60, 70].map((m) => ({ at: at(m), level: m })));
    expect(await eventually(async () => (await h.rows(pid)) === 8)).toBe(true);
    const map = async () => (await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context())).list[0];
    const levels = async () => (await map()).data.map((r) => r.water_level);
    expect(await levels()).toEqual([70, 60, 50, 40, 30, 20, 10]);
    expect(await levels()).toEqual([70, 60, 50, 40, 30, 20, 10]); // again (this replica's cache)
    // A newer reading.
    await h.send(sensor, [{ at: at(80), level: 80 }]);
    expect(await eventually(async () => (await h.rows(pid)) === 9)).toBe(true);
    expect(await levels()).toEqual([80, 70, 60, 50, 40, 30, 20]);
    // A late reading from a device's backlog: older than the last one, still among the latest 7.
    await h.send(sensor, [{ at: at(75), level: 75 }]);
    expect(await eventually(async () => (await h.rows(pid)) === 10)).toBe(true);
    const late = await map();
    expect(late.data.map((r) => r.water_level)).toEqual([80, 75, 70, 60, 50, 40, 30]);
    expect(late.water_level).toBe(80); // the last reading stays the newest one
    // A rename: every reading of the answer carries the sensor's name.
    await h.client.call(W.sensors.update, { sensor_id: pid, sensor_name: '西田' }, farm.context());
    const renamed = await map();
    expect(renamed.sensor_name).toBe('西田');
    expect(new Set(renamed.data.map((r) => r.sensor_name))).toEqual(new Set(['西田']));
    // A reading older than the latest 7 changes nothing, and the answer is still whole.
    await h.send(sensor, [{ at: at(5), level: 5 }]);
    expect(await eventually(async () => (await h.rows(pid)) === 11)).toBe(true);
    expect(await levels()).toEqual([80, 75, 70, 60, 50, 40, 30]);
  });

  it('the map status follows the account\'s warning and danger levels', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid);
    await h.send({ id: s.id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 1000), level: 12 }]);
    await eventually(async () => (await h.rows(pid)) === 1);
    const save = (warn: string, caution: string) => h.client.call<NotificationSettings>(W.notifications.save, {
      warn_value: warn, warn_unit: '0', caution_value: caution, caution_unit: '0', notify: false,
    }, farm.context());
    const status = async () => (await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context())).list[0].status;
    await save('10', '15');
    expect(await status()).toBe('1');
    await save('5', '11.5');
    expect(await status()).toBe('2');
    await save('', '');
    expect(await status()).toBe('0');
  });

  it('yearly points: the reading at 00:00 and 12:00 +0900 (or the latest in the hour before)', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid);
    await h.send({ id: s.id, accountId: farm.accountId }, [
      { at: tokyoInstant(2026, 3, 1, 0, 0), level: 1 },
      { at: tokyoInstant(2026, 3, 1, 11, 40), level: 2 },
      { at: tokyoInstant(2026, 3, 1, 12, 10), level: 3 }, // after 12:00: not the noon point
      { at: tokyoInstant(2026, 3, 1, 22, 30), level: 4 }, // more than an hour before 00:00: none
    ]);
    await eventually(async () => (await h.rows(pid)) === 4);
    const yearly = await h.client.call<{ list: YearlySensorSeries[] }>(W.readings.yearly, { year: 2026, month: 3 }, farm.context());
    expect(yearly.list).toHaveLength(1);
    expect(yearly.list[0].points.map((p) => [p.datetime, p.water_level])).toEqual([
      ['2026-03-01T00:00:00+09:00', 1],
      ['2026-03-01T11:40:00+09:00', 2],
    ]);
    const table = await h.client.call<PagedList<SensorReading>>(W.readings.yearlyTable, { year: '2026' }, farm.context());
    expect(table.list.map((p) => p.water_level)).toEqual([2, 1]);
  });
});

describe('notification settings (key water)', () => {
  it('answers the defaults, saves customDoubleWater levels and refuses a bad one with nothing written', async () => {
    const farm = h.farm();
    expect(await h.client.call(W.notifications.get, { notification_type: 'water' }, farm.context())).toEqual({
      notification_type: 'water', warn_value: null, warn_unit: '0', caution_value: null, caution_unit: '0', notify: false,
    });
    const saved = await h.client.call(W.notifications.save, {
      id: 'water', warn_value: '3.5', warn_unit: '1', caution_value: 1, caution_unit: 1, notify: true,
    }, farm.context());
    expect(saved).toEqual({ notification_type: 'water', warn_value: 3.5, warn_unit: '1', caution_value: 1, caution_unit: '1', notify: true });
    const bad = await h.client.callError(W.notifications.save, {
      warn_value: '100', warn_unit: '0', caution_value: '', caution_unit: '0', notify: false,
    }, farm.context());
    expect(bad).toMatchObject({ statusCode: 400, message: '整数2桁以内、小数1桁以内の数値で入力してください。' });
    expect(await h.client.call(W.notifications.get, {}, farm.context())).toEqual(saved);
    expect((await h.client.callError(W.notifications.save, {
      warn_value: '1', warn_unit: '0', caution_value: '', caution_unit: '0', notify: false,
    }, farm.context({ pastYear: true }))).statusCode).toBe(403);
  });
});
