// The real weather service behind the real gateway, in one process, as the weather suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWeatherService } from '../../../weather/src/test/harness';
import { gatewayInFrontOf } from '../test/gateway-in-front-of';

/**
 * A weather setting as the browser posts it, through the real gateway to the real weather service:
 * a start date that is not a real date of a farm year is a 400 in the house's shape with a
 * Japanese message naming 開始日 (never rolled over to another day), and no setting is written.
 */
describe('gateway and weather: POST /inasaku/weather-settings with start dates that are not real', () => {
  const api = gatewayInFrontOf(startWeatherService);
  const { managementId } = api;

  const add = (datetime: string) =>
    api.post('/inasaku/weather-settings', { management_id: managementId, name: '出穂', datetime, cumulative: 1000 });
  const settings = async () => (await api.service.sql<{ start_date: string }>('SELECT start_date::text AS start_date FROM weather.settings')).map((r) => r.start_date);

  it.each([
    ['2026-02-30', '開始日はYYYY-MM-DDの形式で入力してください。'],
    ['2026-02-30T00:00:00+09:00', '開始日はYYYY-MM-DDの形式で入力してください。'],
    ['1899-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
    ['9999-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
    ['0000-04-01', '開始日は2000年から2100年までの日付で指定してください。'],
  ])('%s: 400, a Japanese message naming the field, nothing written', async (datetime, message) => {
    const res = await add(datetime);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message, field: 'datetime' } });
    expect(await settings()).toEqual([]);
  });

  it('a real date is stored as sent, also from an instant at +09:00', async () => {
    expect((await add('2026-02-28')).status).toBe(200);
    expect((await add('2026-03-01T00:00:00+09:00')).status).toBe(200);
    expect((await settings()).sort()).toEqual(['2026-02-28', '2026-03-01']);
  });
});
