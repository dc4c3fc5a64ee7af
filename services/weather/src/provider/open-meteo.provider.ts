import { Inject, Injectable } from '@nestjs/common';
import { OPEN_METEO_CUSTOMER, OPEN_METEO_PUBLIC, WEATHER_ENV, type WeatherEnv } from '../config/weather-env';
import {
  ARCHIVE_HOURLY, CLIMATE_DAILY, FORECAST_CURRENT, FORECAST_DAYS, FORECAST_HOURLY, FORECAST_PAST_DAYS,
} from './open-meteo-weight';
import {
  ProviderError, type ProviderCell, type ProviderDailyMeans, type ProviderHour, type ProviderSeries, type WeatherProvider,
} from './weather-provider';

/** The part of Open-Meteo's JSON answer this service reads (one location). */
interface OpenMeteoLocation {
  latitude?: number;
  longitude?: number;
  utc_offset_seconds?: number;
  hourly?: Record<string, (number | null)[] | string[] | undefined> & { time?: string[] };
  daily?: Record<string, (number | null)[] | string[] | undefined> & { time?: string[] };
  current?: { time?: string; temperature_2m?: number | null };
}

export function openMeteoUrls(env: Pick<WeatherEnv, 'OPEN_METEO_FORECAST_URL' | 'OPEN_METEO_ARCHIVE_URL' | 'OPEN_METEO_API_KEY'>) {
  const hosts = env.OPEN_METEO_API_KEY ? OPEN_METEO_CUSTOMER : OPEN_METEO_PUBLIC;
  return { forecast: env.OPEN_METEO_FORECAST_URL || hosts.forecast, archive: env.OPEN_METEO_ARCHIVE_URL || hosts.archive };
}

const coordinate = (v: number) => String(Number(v.toFixed(4)));

/**
 * Open-Meteo (https://open-meteo.com): the forecast API with the JMA model for the coming and
 * the last days, the archive API for the past. Several cells go in one request as
 * comma-separated latitude and longitude lists; the answer is then an array in the same order.
 * Times are asked in Asia/Tokyo, wind in m/s. With OPEN_METEO_API_KEY the customer hosts and
 * `apikey` are used; the key is never logged.
 */
@Injectable()
export class OpenMeteoProvider implements WeatherProvider {
  private readonly urls: { forecast: string; archive: string };

  constructor(@Inject(WEATHER_ENV) private readonly env: WeatherEnv) {
    this.urls = openMeteoUrls(env);
  }

  async forecast(cells: readonly ProviderCell[]): Promise<ProviderSeries[]> {
    const answers = await this.get(this.urls.forecast, cells, {
      hourly: FORECAST_HOURLY.join(','),
      current: FORECAST_CURRENT.join(','),
      past_days: String(FORECAST_PAST_DAYS),
      forecast_days: String(FORECAST_DAYS),
      models: this.env.OPEN_METEO_MODEL,
    });
    return answers.map((a, i) => ({ cell_id: cells[i].cell_id, hours: hoursOf(a), current: currentOf(a) }));
  }

  async archive(cells: readonly ProviderCell[], from: string, to: string): Promise<ProviderSeries[]> {
    const answers = await this.get(this.urls.archive, cells, { hourly: ARCHIVE_HOURLY.join(','), start_date: from, end_date: to });
    return answers.map((a, i) => ({ cell_id: cells[i].cell_id, hours: hoursOf(a), current: null }));
  }

  async dailyMeans(cells: readonly ProviderCell[], from: string, to: string): Promise<ProviderDailyMeans[]> {
    const answers = await this.get(this.urls.archive, cells, { daily: CLIMATE_DAILY.join(','), start_date: from, end_date: to });
    return answers.map((a, i) => {
      const time = (a.daily?.time ?? []) as string[];
      const means = (a.daily?.temperature_2m_mean ?? []) as (number | null)[];
      return { cell_id: cells[i].cell_id, days: time.map((date, j) => ({ date, mean: num(means[j]) })) };
    });
  }

  private async get(base: string, cells: readonly ProviderCell[], params: Record<string, string>): Promise<OpenMeteoLocation[]> {
    if (cells.length === 0) return [];
    const url = new URL(base);
    url.searchParams.set('latitude', cells.map((c) => coordinate(c.latitude)).join(','));
    url.searchParams.set('longitude', cells.map((c) => coordinate(c.longitude)).join(','));
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('timezone', 'Asia/Tokyo');
    url.searchParams.set('wind_speed_unit', 'ms');
    if (this.env.OPEN_METEO_API_KEY) url.searchParams.set('apikey', this.env.OPEN_METEO_API_KEY);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.env.OPEN_METEO_TIMEOUT_MS) });
    } catch (e) {
      throw new ProviderError(`weather provider unreachable: ${(e as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      let reason = '';
      try {
        reason = String((JSON.parse(text) as { reason?: unknown }).reason ?? '');
      } catch {
        reason = text.slice(0, 200);
      }
      throw new ProviderError(`weather provider answered ${response.status}: ${reason}`, response.status);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError('weather provider answered something that is not JSON');
    }
    const list = Array.isArray(body) ? (body as OpenMeteoLocation[]) : [body as OpenMeteoLocation];
    if (list.length !== cells.length) throw new ProviderError(`weather provider answered ${list.length} locations for ${cells.length}`);
    return list;
  }
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function hoursOf(a: OpenMeteoLocation): ProviderHour[] {
  const h = a.hourly;
  const time = (h?.time ?? []) as string[];
  const col = (name: string) => (h?.[name] ?? []) as (number | null)[];
  const t = col('temperature_2m');
  const pp = col('precipitation_probability');
  const p = col('precipitation');
  const code = col('weather_code');
  const ws = col('wind_speed_10m');
  const wd = col('wind_direction_10m');
  const wg = col('wind_gusts_10m');
  return time.map((at, i) => ({
    time: at.slice(0, 16),
    temperature: num(t[i]),
    precipitationProbability: num(pp[i]),
    precipitation: num(p[i]),
    weatherCode: num(code[i]),
    windSpeed: num(ws[i]),
    windDirection: num(wd[i]),
    windGust: num(wg[i]),
  }));
}

function currentOf(a: OpenMeteoLocation): ProviderSeries['current'] {
  const c = a.current;
  if (!c?.time) return null;
  return { time: c.time.slice(0, 16), temperature: num(c.temperature_2m) };
}
