import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { weatherEnvSchema } from '../config/weather-env';
import { startOpenMeteoStub, type OpenMeteoStub } from '../test/open-meteo-stub';
import { OpenMeteoProvider, openMeteoUrls } from './open-meteo.provider';
import { FORECAST_WEIGHT_PER_CELL, archiveWeight, climateWeight, openMeteoWeight } from './open-meteo-weight';
import { ProviderError } from './weather-provider';

const env = (over: Record<string, string> = {}) => weatherEnvSchema.parse(over);
const TOKYO = { cell_id: '35.65,139.75', latitude: 35.65, longitude: 139.75 };
const SAPPORO = { cell_id: '43.05,141.35', latitude: 43.05, longitude: 141.35 };

describe('OpenMeteoProvider', () => {
  let stub: OpenMeteoStub;
  beforeAll(async () => {
    stub = await startOpenMeteoStub();
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const provider = (over: Record<string, string> = {}) =>
    new OpenMeteoProvider(env({ OPEN_METEO_FORECAST_URL: stub.forecastUrl, OPEN_METEO_ARCHIVE_URL: stub.archiveUrl, ...over }));

  it('uses the public hosts without a key and the customer hosts with one', () => {
    expect(openMeteoUrls(env())).toEqual({
      forecast: 'https://api.open-meteo.com/v1/forecast', archive: 'https://archive-api.open-meteo.com/v1/archive',
    });
    expect(openMeteoUrls(env({ OPEN_METEO_API_KEY: 'k' }))).toEqual({
      forecast: 'https://customer-api.open-meteo.com/v1/forecast', archive: 'https://customer-archive-api.open-meteo.com/v1/archive',
    });
  });

  it('asks for several cells in one forecast request and reads the array answer in order', async () => {
    const [tokyo, sapporo] = await provider().forecast([TOKYO, SAPPORO]);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].params).toMatchObject({
      latitude: '35.65,43.05', longitude: '139.75,141.35', models: 'jma_seamless', timezone: 'Asia/Tokyo', wind_speed_unit: 'ms',
      past_days: '7', forecast_days: '7', current: 'temperature_2m',
      hourly: 'temperature_2m,precipitation_probability,precipitation,weather_code,wind_speed_10m,wind_direction_10m,wind_gusts_10m',
    });
    expect(stub.requests[0].params.apikey).toBeUndefined();
    expect(tokyo.cell_id).toBe('35.65,139.75');
    expect(tokyo.hours).toHaveLength(14 * 24);
    expect(tokyo.hours[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    expect(sapporo.hours[0].temperature).toBeLessThan(tokyo.hours[0].temperature as number);
    expect(tokyo.current).toEqual({ time: expect.stringMatching(/T\d{2}:\d{2}$/), temperature: expect.any(Number) });
  });

  it('reads a single-location answer (an object) and sends the key when configured', async () => {
    const [one] = await provider({ OPEN_METEO_API_KEY: 'secret-key' }).archive([TOKYO], '2025-01-01', '2025-01-02');
    expect(one.hours).toHaveLength(48);
    expect(one.current).toBeNull();
    expect(stub.requests[0]).toMatchObject({ api: 'archive', params: { apikey: 'secret-key', start_date: '2025-01-01', end_date: '2025-01-02' } });
    const [means] = await provider().dailyMeans([TOKYO], '2024-01-01', '2024-12-31');
    expect(means.days).toHaveLength(366);
    expect(means.days[0]).toEqual({ date: '2024-01-01', mean: expect.any(Number) });
  });

  it('turns a refused or failed request into a ProviderError', async () => {
    stub.setDown(true);
    await expect(provider().forecast([TOKYO])).rejects.toMatchObject({ status: 503, message: expect.stringContaining('503') });
    stub.setDown(false);
    await expect(new OpenMeteoProvider(env({ OPEN_METEO_FORECAST_URL: 'http://127.0.0.1:1/v1/forecast' })).forecast([TOKYO]))
      .rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses an answer with the wrong number of locations', async () => {
    const server: Server = createServer((_req, res) => res.end(JSON.stringify([{ hourly: { time: [] } }])));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
    await expect(new OpenMeteoProvider(env({ OPEN_METEO_FORECAST_URL: url })).forecast([TOKYO, SAPPORO])).rejects.toThrow('1 locations for 2');
    await new Promise((r) => server.close(r));
  });
});

describe('Open-Meteo call weights', () => {
  it('counts one call per location up to 10 variables and 14 days, more beyond', () => {
    expect(FORECAST_WEIGHT_PER_CELL).toBe(1);
    expect(openMeteoWeight(50, 8, 14)).toBe(50);
    expect(openMeteoWeight(1, 15, 14)).toBe(1.5);
    expect(archiveWeight(1, 365)).toBeCloseTo((0.6 * 365) / 14);
    expect(climateWeight(1, 365 * 5)).toBeCloseTo((0.1 * 365 * 5) / 14);
    expect(archiveWeight(1, 0)).toBe(0);
  });
});
