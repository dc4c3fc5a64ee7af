import { EVENTS, WEATHER_SUBJECTS, type WeatherSetting } from '@inasaku/contracts';
import { JSONCodec } from 'nats';
import { DataSource } from 'typeorm';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { CONSUMERS } from '../events/weather-events.listener';
import { ReportSettingsOutsideFarmYears1795700000000 } from '../migrations/1795700000000-ReportSettingsOutsideFarmYears';
import { startWeatherService } from '../test/harness';

const S = WEATHER_SUBJECTS.settings;

describe('weather settings (積算温度の設定)', () => {
  const count = async () => Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM weather.settings'))[0].n);

  const h = suiteHarness(startWeatherService);

  it('adds, lists in start-date order, edits and deletes the settings of the year', async () => {
    const farm = newAccount();
    const later = await h.client.call<WeatherSetting>(S.create, { name: '出穂後', datetime: '2025-08-01', cumulative: '1000', basetemp: '0', correction: '0' }, farm.context());
    expect(later).toEqual({
      setting_id: expect.any(String), management_id: farm.managementId, name: '出穂後', datetime: '2025-08-01',
      cumulative: 1000, basetemp: '0', correction: '0',
    });
    // Base temperature and correction default to 0 when not sent (spec 000 §5).
    const early = await h.client.call<WeatherSetting>(S.create, { name: '田植え後', datetime: '2025-05-10T00:00:00+09:00', cumulative: 800 }, farm.context());
    expect(early).toMatchObject({ datetime: '2025-05-10', basetemp: '0', correction: '0' });

    expect((await h.client.call<WeatherSetting[]>(S.list, {}, farm.context())).map((s) => s.name)).toEqual(['田植え後', '出穂後']);
    expect(await h.client.call<WeatherSetting[]>(S.list, { setting_id: later.setting_id }, farm.context())).toEqual([later]);

    const edited = await h.client.call<WeatherSetting>(S.update, {
      setting_id: later.setting_id, name: '出穂から収穫', datetime: '2025-08-05', cumulative: 1100, basetemp: '10.0', correction: '-1.5',
    }, farm.context());
    expect(edited).toMatchObject({ name: '出穂から収穫', datetime: '2025-08-05', cumulative: 1100, basetemp: '10', correction: '-1.5' });

    expect(await h.client.call(S.delete, { setting_id: early.setting_id }, farm.context())).toEqual({ setting_id: early.setting_id });
    expect((await h.client.call<WeatherSetting[]>(S.list, {}, farm.context())).map((s) => s.setting_id)).toEqual([later.setting_id]);
    // Another year of the same account has its own list.
    expect(await h.client.call(S.list, {}, farm.context({ managementId: '00000000-0000-4000-8000-000000000001' }))).toEqual([]);
  });

  it.each([
    [{ name: '', datetime: '2025-05-01', cumulative: 100 }, 'name', '名称は必須項目です。'],
    [{ name: 'あ'.repeat(21), datetime: '2025-05-01', cumulative: 100 }, 'name', '入力可能な文字数（20文字）を超えています。'],
    [{ name: '出穂', cumulative: 100 }, 'datetime', '開始日は必須項目です。'],
    [{ name: '出穂', datetime: '2025/05/01', cumulative: 100 }, 'datetime', '開始日はYYYY-MM-DDの形式で入力してください。'],
    [{ name: '出穂', datetime: '2025-05-01' }, 'cumulative', '目標積算温度は必須項目です。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: 0 }, 'cumulative', '1から9999までの数値を入力してください。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: 10000 }, 'cumulative', '1から9999までの数値を入力してください。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: '1.5' }, 'cumulative', '半角数字で入力してください。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: 100, basetemp: '10.25' }, 'basetemp', '整数4桁以内、小数1桁以内の数値で入力してください。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: 100, basetemp: '' }, 'basetemp', '基準温度は必須項目です。'],
    [{ name: '出穂', datetime: '2025-05-01', cumulative: 100, correction: '12345' }, 'correction', '整数4桁以内、小数1桁以内の数値で入力してください。'],
  ])('refuses %j with the form message and writes nothing', async (payload, field, message) => {
    const farm = newAccount();
    expect(await h.client.callError(S.create, payload, farm.context())).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message, field });
    expect(await count()).toBe(0);
  });

  it.each([
    ['2026-02-30', '開始日はYYYY-MM-DDの形式で入力してください。'],
    ['2026-02-30T00:00:00+09:00', '開始日はYYYY-MM-DDの形式で入力してください。'],
    ['2026-04-01T24:00:00+09:00', '開始日の時刻が正しくありません。'],
    ['2026-04-01T00:00:00+99:99', expect.stringContaining('開始日の時差')],
    ['1899-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
    ['9999-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
    ['0000-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
    ['9999-04-01T00:00:00+09:00', '開始日は2000年から2100年までの日付で指定してください。'],
    ['2026-04-01Tnoon', '開始日はYYYY-MM-DDの形式で入力してください。'],
  ])('refuses the start date %s (never rolled over to another day), on add and on edit, and writes nothing', async (datetime, message) => {
    const farm = newAccount();
    const refused = { statusCode: 400, code: 'VALIDATION_ERROR', message, field: 'datetime' };
    expect(await h.client.callError(S.create, { name: '出穂', datetime, cumulative: 100 }, farm.context())).toEqual(refused);
    expect(await count()).toBe(0);
    const s = await h.client.call<WeatherSetting>(S.create, { name: '出穂', datetime: '2026-02-28', cumulative: 100 }, farm.context());
    expect(await h.client.callError(S.update, { ...s, datetime }, farm.context())).toEqual(refused);
    expect(await h.client.call(S.list, {}, farm.context())).toEqual([s]);
  });

  it('lists a stored setting starting outside the farm years for the operators, and the owner can still correct it', async () => {
    const farm = newAccount();
    const s = await h.client.call<WeatherSetting>(S.create, { name: '出穂', datetime: '2026-08-01', cumulative: 100 }, farm.context());
    // As written before start dates were checked.
    await h.sql(`UPDATE weather.settings SET start_date = '9999-08-01' WHERE setting_id = $1`, [s.setting_id]);
    const runner = h.app.get(DataSource).createQueryRunner();
    try {
      await new ReportSettingsOutsideFarmYears1795700000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await h.sql('SELECT setting_id, start_date::text AS start_date FROM weather.settings_outside_farm_years')).toEqual([
      { setting_id: s.setting_id, start_date: '9999-08-01' },
    ]);
    await h.client.call(S.update, { ...s, datetime: '2026-08-02' }, farm.context());
    expect(await h.sql('SELECT setting_id FROM weather.settings_outside_farm_years')).toEqual([]);
  });

  it('refuses a bad edit and keeps the setting as it was', async () => {
    const farm = newAccount();
    const s = await h.client.call<WeatherSetting>(S.create, { name: '出穂', datetime: '2025-08-01', cumulative: 1000 }, farm.context());
    expect(await h.client.callError(S.update, { ...s, cumulative: 99999 }, farm.context())).toMatchObject({ statusCode: 400, field: 'cumulative' });
    expect(await h.client.call(S.list, {}, farm.context())).toEqual([s]);
  });

  it("answers 404 for another account's setting, and changes nothing of it", async () => {
    const owner = newAccount();
    const other = newAccount();
    const s = await h.client.call<WeatherSetting>(S.create, { name: '出穂', datetime: '2025-08-01', cumulative: 1000 }, owner.context());
    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: '積算温度の設定が見つかりません。' };
    expect(await h.client.callError(S.list, { setting_id: s.setting_id }, other.context())).toEqual(notFound);
    expect(await h.client.callError(S.update, { ...s, name: '乗っ取り' }, other.context())).toEqual(notFound);
    expect(await h.client.callError(S.delete, { setting_id: s.setting_id }, other.context())).toEqual(notFound);
    expect(await h.client.call(S.list, {}, owner.context())).toEqual([s]);
    expect(await h.client.call(S.list, {}, other.context())).toEqual([]);
  });

  it("removes an account's settings and home position when the account is deleted", async () => {
    const gone = newAccount();
    const kept = newAccount();
    await h.client.call(S.create, { name: '出穂', datetime: '2025-08-01', cumulative: 1000 }, gone.context());
    await h.client.call(S.create, { name: '出穂', datetime: '2025-08-01', cumulative: 1000 }, kept.context());
    await h.positionSet(gone.accountId, 35.68, 139.76);
    expect(await h.drained(CONSUMERS.areaPositionSet)).toBe(true);
    const event = { account_id: gone.accountId, deleted_at: new Date().toISOString() };
    await h.client.nc.jetstream().publish(EVENTS.accountDeleted, JSONCodec().encode(event), { msgID: `account.deleted:${gone.accountId}` });
    expect(await h.drained(CONSUMERS.accountDeleted)).toBe(true);
    expect(await h.client.call(S.list, {}, gone.context())).toEqual([]);
    expect(await h.sql('SELECT 1 FROM weather.account_positions WHERE account_id = $1', [gone.accountId])).toEqual([]);
    expect(await h.client.call<WeatherSetting[]>(S.list, {}, kept.context())).toHaveLength(1);
  });

  it('refuses every write in a past year and on a read-only plan', async () => {
    const farm = newAccount();
    const s = await h.client.call<WeatherSetting>(S.create, { name: '出穂', datetime: '2025-08-01', cumulative: 1000 }, farm.context());
    const past = { statusCode: 403, code: 'FORBIDDEN', message: '過去の年度のデータは変更できません。' };
    expect(await h.client.callError(S.create, { name: '追加', datetime: '2025-08-01', cumulative: 10 }, farm.context({ pastYear: true }))).toEqual(past);
    expect(await h.client.callError(S.update, { ...s, name: '変更' }, farm.context({ pastYear: true }))).toEqual(past);
    expect(await h.client.callError(S.delete, { setting_id: s.setting_id }, farm.context({ pastYear: true }))).toEqual(past);
    expect(await h.client.callError(S.create, { name: '追加', datetime: '2025-08-01', cumulative: 10 }, farm.context({ planType: 2 }))).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: 'ご利用期間が終了しているため、データを変更できません。',
    });
    expect(await h.client.call(S.list, {}, farm.context({ pastYear: true }))).toEqual([s]);
    expect(await count()).toBe(1);
  });
});
