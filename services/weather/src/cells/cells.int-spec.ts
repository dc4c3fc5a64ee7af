import {
  WEATHER_SUBJECTS as W, type CreateWeatherInfosResult, type WeatherHistories, type WeatherHourlyHistories, type WeatherInfos,
} from '@inasaku/contracts';
import { dateDiffDays, monthWindow, shiftDate, tokyoDateOf } from '@inasaku/domain';
import { REDIS } from '@inasaku/service-kit';
import type Redis from 'ioredis';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { CellsService } from './cells.service';
import { CONSUMERS } from '../events/weather-events.listener';
import { dailyMean } from '../test/open-meteo-stub';
import { startWeatherService } from '../test/harness';

const TOKYO = { latitude: 35.6812, longitude: 139.7671 }; // cell 35.65,139.75
const TOKYO_NEAR = { latitude: 35.6999, longitude: 139.7001 }; // same cell
const NAGANO = { latitude: 36.6513, longitude: 138.181 }; // cell 36.65,138.15

describe('weather cells (Open-Meteo stub, real PostgreSQL, NATS, Redis)', () => {
  const today = () => tokyoDateOf(Date.now());
  const year = () => Number(today().slice(0, 4));
  const archive = () => h.provider.requests.filter((r) => r.api === 'archive');
  const forecasts = () => h.provider.requests.filter((r) => r.api === 'forecast');
  const window = (from: string, to: string) => ({ from_datetime: `${from}T00:00:00+09:00`, to_datetime: `${to}T23:59:59+09:00` });

  async function place(accountId: string, at: { latitude: number; longitude: number }) {
    await h.positionSet(accountId, at.latitude, at.longitude);
    expect(await h.drained(CONSUMERS.areaPositionSet)).toBe(true);
  }
  /** Makes every cell's forecast old enough to be refreshed now. */
  async function ageForecasts(hours = 30) {
    await h.sql(`UPDATE weather.cells SET refreshed_at = now() - make_interval(hours => $1), next_refresh_at = now() - interval '1 minute'`, [hours]);
  }

  const h = suiteHarness(startWeatherService);

  it('fills a cell history from 1 January once, when the first account of the cell sets its home position', async () => {
    const a = newAccount();
    const b = newAccount();
    await place(a.accountId, TOKYO);

    const archiveTo = shiftDate(today(), -8);
    const expectArchive = archiveTo >= `${year()}-01-01`;
    expect(archive().filter((r) => r.params.hourly)).toHaveLength(expectArchive ? 1 : 0);
    if (expectArchive) {
      expect(archive()[0]).toMatchObject({
        locations: 1,
        params: { latitude: '35.65', longitude: '139.75', start_date: `${year()}-01-01`, end_date: archiveTo, timezone: 'Asia/Tokyo', wind_speed_unit: 'ms' },
      });
    }
    // The normals of 到達予測: the previous WEATHER_CLIMATE_YEARS (2) years of daily means.
    expect(archive().filter((r) => r.params.daily)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ daily: 'temperature_2m_mean', start_date: `${year() - 2}-01-01`, end_date: `${year() - 1}-12-31` }) }),
    ]);
    expect(forecasts()).toHaveLength(1);
    expect(forecasts()[0].params).toMatchObject({ models: 'jma_seamless', past_days: '7', forecast_days: '7', timezone: 'Asia/Tokyo' });

    // Another account in the same cell, and the first one again: nothing more is fetched.
    await place(b.accountId, TOKYO_NEAR);
    await place(a.accountId, TOKYO);
    expect(archive()).toHaveLength(expectArchive ? 2 : 1);
    expect(forecasts()).toHaveLength(1);

    // Every day from 1 January to 6 days ahead is there for both accounts, with the provider's mean.
    const history = await h.client.call<WeatherHistories>(W.histories.daily, window(`${year()}-01-01`, shiftDate(today(), 6)), b.context());
    expect(history.has_position).toBe(true);
    expect(history.stale).toBe(false);
    expect(history.list).toHaveLength(dateDiffDays(`${year()}-01-01`, shiftDate(today(), 6)) + 1);
    expect(history.list[0]).toMatchObject({ date: `${year()}-01-01`, weather_time: `${year()}-01-01T00:00:00+09:00`, forecast: false });
    expect(Math.abs((history.list[0].temperature_ave as number) - dailyMean(35.65, `${year()}-01-01`))).toBeLessThanOrEqual(0.15);
    expect(history.list.at(-1)).toMatchObject({ date: shiftDate(today(), 6), forecast: true });
    const sameForA = await h.client.call<WeatherHistories>(W.histories.daily, window(`${year()}-01-01`, today()), a.context());
    expect(sameForA.list.map((d) => d.temperature_ave)).toEqual(history.list.slice(0, sameForA.list.length).map((d) => d.temperature_ave));
  });

  it('asks for each cell once per refresh however many accounts share it, several cells in one request', async () => {
    const [a, b, c] = [newAccount(), newAccount(), newAccount()];
    await place(a.accountId, TOKYO);
    await place(b.accountId, TOKYO_NEAR);
    await place(c.accountId, NAGANO);
    await ageForecasts();
    h.provider.reset();

    expect(await h.cells.runOnce()).toEqual({ refreshed: 2, filled: 0 });
    expect(forecasts()).toHaveLength(1);
    expect(forecasts()[0]).toMatchObject({ locations: 2, params: { latitude: '35.65,36.65', longitude: '139.75,138.15' } });
    // Refreshed cells are not due again.
    expect(await h.cells.runOnce()).toEqual({ refreshed: 0, filled: 0 });
    expect(forecasts()).toHaveLength(1);

    const ofA = await h.client.call<WeatherInfos>(W.infos.get, window(shiftDate(today(), -3), shiftDate(today(), 6)), a.context());
    const ofB = await h.client.call<WeatherInfos>(W.infos.get, window(shiftDate(today(), -3), shiftDate(today(), 6)), b.context());
    expect(ofA.days).toHaveLength(10);
    expect(ofB.days).toEqual(ofA.days);
    expect(typeof ofA.now_temperature).toBe('number');
    // Only the hours near now travel with the dashboard's ten days.
    expect(ofA.hours.length).toBeGreaterThanOrEqual(24);
    expect(ofA.hours.length).toBeLessThanOrEqual(28);

    // The header asks the last 3 hours (shell useCurrentTemperature) and reads now_temperature.
    const now = Date.now();
    const jst = (ms: number) => `${new Date(ms + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;
    const header = await h.client.call<WeatherInfos>(W.infos.get, { from_datetime: jst(now - 3 * 3600_000), to_datetime: jst(now) }, a.context());
    expect(header.now_temperature).toBe(ofA.now_temperature);
    expect(header.now_datetime).toMatch(/\+09:00$/);
    expect(header.hours.length).toBeGreaterThanOrEqual(3);
    expect(header.hours.length).toBeLessThanOrEqual(4);
  });

  it('lets exactly one of two replicas run a scheduled refresh', async () => {
    const a = newAccount();
    await place(a.accountId, TOKYO);
    const other = await h.replica();
    await ageForecasts();
    h.provider.reset();

    const runs = await Promise.all([h.cells.runOnce(), other.get(CellsService).runOnce()]);
    expect(runs.map((r) => r.refreshed).sort()).toEqual([0, 1]);
    expect(forecasts()).toHaveLength(1);
    await Promise.all([h.cells.runOnce(), other.get(CellsService).runOnce()]);
    expect(forecasts()).toHaveLength(1);
    await other.close();
  });

  it('keeps the last data when the provider is down, says it is stale, backs off, and recovers', async () => {
    const a = newAccount();
    await place(a.accountId, TOKYO);
    const span = window(shiftDate(today(), -3), shiftDate(today(), 6));
    const before = await h.client.call<WeatherInfos>(W.infos.get, span, a.context());
    expect(before).toMatchObject({ has_position: true, stale: false });

    await ageForecasts();
    h.provider.reset();
    h.provider.setDown(true);
    expect(await h.cells.runOnce()).toEqual({ refreshed: 0, filled: 0 });
    expect(forecasts()).toHaveLength(1);
    const during = await h.client.call<WeatherInfos>(W.infos.get, span, a.context());
    expect(during.stale).toBe(true);
    expect(during.days).toEqual(before.days);
    // Every replica waits out the backoff instead of asking again at once.
    expect(await h.cells.runOnce()).toMatchObject({ skipped: 'backoff' });
    expect(forecasts()).toHaveLength(1);

    h.provider.setDown(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await h.cells.runOnce()).toEqual({ refreshed: 1, filled: 0 });
    const after = await h.client.call<WeatherInfos>(W.infos.get, span, a.context());
    expect(after.stale).toBe(false);
    expect(Date.now() - Date.parse(after.updated_at as string)).toBeLessThan(60_000);
  });

  it('retries a history the provider could not give, on a later run', async () => {
    const a = newAccount();
    h.provider.setDown(true);
    await place(a.accountId, NAGANO);
    const empty = await h.client.call<WeatherHistories>(W.histories.daily, window(`${year()}-01-01`, today()), a.context());
    expect(empty).toMatchObject({ has_position: true, stale: true, list: [] });

    h.provider.setDown(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await h.cells.runOnce()).toMatchObject({ filled: 1 });
    const filled = await h.client.call<WeatherHistories>(W.histories.daily, window(`${year()}-01-01`, today()), a.context());
    expect(filled.list.length).toBe(dateDiffDays(`${year()}-01-01`, today()) + 1);
    expect(filled.stale).toBe(false);
  });

  it('does not renew the provider backoff when a history waits for it (a new home position during an outage)', async () => {
    h.provider.setDown(true);
    await place(newAccount().accountId, TOKYO);
    const redis = h.app.get<Redis>(REDIS);
    const until = Number(await redis.get('weather:provider:backoff-until'));
    const failures = Number(await redis.get('weather:provider:failures'));
    expect(until).toBeGreaterThan(Date.now());

    // Another farm sets its position while the provider is still backing off.
    h.provider.setDown(false);
    await place(newAccount().accountId, NAGANO);
    expect(Number(await redis.get('weather:provider:failures'))).toBe(failures);
    expect(Number(await redis.get('weather:provider:backoff-until'))).toBe(until);

    await new Promise((r) => setTimeout(r, Math.max(0, until - Date.now()) + 100));
    expect(await h.cells.runOnce()).toMatchObject({ filled: 2 });
  });

  it('asks the account service for a position it has not heard of, on create-weather-infos', async () => {
    const a = newAccount();
    h.account.setPosition(a.accountId, 43.0642, 141.3469);
    const created = await h.client.call<CreateWeatherInfosResult>(W.infos.create, {}, a.context());
    expect(created).toMatchObject({ has_position: true, stale: false, cell_id: '43.05,141.35' });
    expect(created.history_days).toBe(dateDiffDays(`${year()}-01-01`, shiftDate(today(), 6)) + 1);
    expect(h.account.calls).toBe(1);
    // Idempotent: a second call fetches nothing.
    const requests = h.provider.requests.length;
    await h.client.call(W.infos.create, {}, a.context());
    expect(h.provider.requests.length).toBe(requests);

    const none = newAccount();
    expect(await h.client.callError(W.infos.create, {}, none.context())).toEqual({
      statusCode: 409, code: 'NO_POSITION', message: 'ホーム位置が設定されていません。設定→ホーム位置で地図の中心を設定してください。',
    });
    expect(await h.client.callError(W.infos.create, {}, a.context({ pastYear: true }))).toMatchObject({ statusCode: 403 });
    const read = await h.client.call<WeatherInfos>(W.infos.get, window(today(), today()), none.context());
    expect(read).toEqual({ has_position: false, stale: false, updated_at: null, now_temperature: null, now_datetime: null, days: [], hours: [] });
  });

  it('answers create-weather-infos with the filled history while the position event is filling it', async () => {
    const a = newAccount();
    h.account.setPosition(a.accountId, TOKYO.latitude, TOKYO.longitude);
    await h.positionSet(a.accountId, TOKYO.latitude, TOKYO.longitude);
    const created = await h.client.call<CreateWeatherInfosResult>(W.infos.create, {}, a.context());
    expect(created).toMatchObject({ cell_id: '35.65,139.75', stale: false });
    expect(created.history_days).toBe(dateDiffDays(`${year()}-01-01`, shiftDate(today(), 6)) + 1);
    expect(await h.drained(CONSUMERS.areaPositionSet)).toBe(true);
    expect(archive().filter((r) => r.params.hourly).length).toBeLessThanOrEqual(1);
    expect(forecasts()).toHaveLength(1);
  });

  it('answers hours of today and tomorrow and a month window at +0900', async () => {
    const a = newAccount();
    await place(a.accountId, TOKYO);
    const hourly = await h.client.call<WeatherHourlyHistories>(W.histories.hourly, window(today(), shiftDate(today(), 1)), a.context());
    expect(hourly.list).toHaveLength(48);
    expect(hourly.list[0]).toMatchObject({ datetime: `${today()}T00:00:00+09:00` });
    expect(hourly.list[47]).toMatchObject({ datetime: `${shiftDate(today(), 1)}T23:00:00+09:00` });
    expect(Object.keys(hourly.list[0]).sort()).toEqual(
      ['datetime', 'precip_intensity', 'precip_probability', 'temperature', 'weather_type', 'wind_bearing', 'wind_speed'],
    );

    const last = shiftDate(`${today().slice(0, 7)}-01`, -1); // last day of the previous month
    const month = monthWindow(Number(last.slice(0, 4)), Number(last.slice(5, 7)));
    const days = await h.client.call<WeatherHistories>(W.histories.daily, month, a.context());
    if (last.slice(0, 4) === today().slice(0, 4)) {
      expect(days.list.map((d) => d.date)).toEqual(
        Array.from({ length: Number(last.slice(8, 10)) }, (_, i) => `${last.slice(0, 8)}${String(i + 1).padStart(2, '0')}`),
      );
    }
    expect(await h.client.callError(W.histories.daily, { from_datetime: month.to_datetime, to_datetime: month.from_datetime }, a.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: '終了日時は開始日時より後を指定してください。', field: 'to_datetime',
    });
  });
});
