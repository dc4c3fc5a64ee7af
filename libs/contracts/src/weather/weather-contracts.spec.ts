import { HTTP_ROUTES } from '../http-routes';
import { WRITE_ACCESS_LOGS } from '../account/access-log-writes';
import { createWeatherSettingSchema, updateWeatherSettingSchema } from './settings';
import { weatherWindowSchema } from './common';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('weather contracts', () => {
  it('routes every weather path of spec 001 §7 once, and logs each write', () => {
    const paths = HTTP_ROUTES.filter((r) => r.path.includes('weather')).map((r) => `${r.method} ${r.path}`);
    expect(paths.sort()).toEqual([
      'DELETE /inasaku/weather-settings',
      'GET /inasaku/weather-accumulations',
      'GET /inasaku/weather-histories',
      'GET /inasaku/weather-hourly-histories',
      'GET /inasaku/weather-infos',
      'GET /inasaku/weather-settings',
      'POST /inasaku/create-weather-infos',
      'POST /inasaku/weather-settings',
      'PUT /inasaku/weather-settings',
    ]);
    for (const p of paths.filter((k) => !k.startsWith('GET'))) expect(WRITE_ACCESS_LOGS[p]).toBeDefined();
  });

  it('takes a setting with the defaults of spec 000 §5 (base and correction 0)', () => {
    const r = createWeatherSettingSchema.parse({ name: '出穂後', datetime: '2025-08-01T00:00:00+09:00', cumulative: '1000' });
    expect(r).toMatchObject({ name: '出穂後', datetime: '2025-08-01', cumulative: 1000, basetemp: '0', correction: '0' });
  });

  it('refuses bad settings with the form messages', () => {
    const r = createWeatherSettingSchema.safeParse({ name: 'あ'.repeat(21), datetime: '', cumulative: 10000, basetemp: '12345', correction: '0.55' });
    expect(messages(r)).toEqual({
      name: '入力可能な文字数（20文字）を超えています。',
      datetime: '開始日は必須項目です。',
      cumulative: '1から9999までの数値を入力してください。',
      basetemp: '整数4桁以内、小数1桁以内の数値で入力してください。',
      correction: '整数4桁以内、小数1桁以内の数値で入力してください。',
    });
    expect(messages(createWeatherSettingSchema.safeParse({ name: '', datetime: '2025-02-30', cumulative: '0', basetemp: '' }))).toEqual({
      name: '名称は必須項目です。',
      datetime: '開始日はYYYY-MM-DDの形式で入力してください。',
      cumulative: '1から9999までの数値を入力してください。',
      basetemp: '基準温度は必須項目です。',
    });
    expect(messages(updateWeatherSettingSchema.safeParse({ name: 'a', datetime: '2025-04-01', cumulative: 1, setting_id: 'x' }))).toEqual({
      setting_id: 'IDの形式が正しくありません。',
    });
  });

  it('needs a window with to after from, at +0900', () => {
    expect(weatherWindowSchema.safeParse({ from_datetime: '2025-05-01T00:00:00+09:00', to_datetime: '2025-05-31T23:59:59+09:00' }).success).toBe(true);
    expect(messages(weatherWindowSchema.safeParse({ from_datetime: '2025-05-02T00:00:00+09:00', to_datetime: '2025-05-01T00:00:00+09:00' }))).toEqual({
      to_datetime: '終了日時は開始日時より後を指定してください。',
    });
    expect(weatherWindowSchema.safeParse({ from_datetime: 'yesterday', to_datetime: '2025-05-01T00:00:00+09:00' }).success).toBe(false);
  });
});
