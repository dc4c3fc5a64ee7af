/**
 * The weather provider behind the service (ARCHITECTURE.md §5: each external service sits
 * behind an interface; tests run the real implementation against a local stub of its HTTP shape).
 * Every method takes several cells at once so a provider that accepts many locations per
 * request (Open-Meteo does) is asked once per batch, not once per cell.
 */
export interface ProviderCell {
  cell_id: string;
  latitude: number;
  longitude: number;
}

/** One hour at the farm, local time (Asia/Tokyo). */
export interface ProviderHour {
  /** 'YYYY-MM-DDTHH:mm' local (+09:00) */
  time: string;
  temperature: number | null;
  precipitationProbability: number | null;
  /** mm in the hour */
  precipitation: number | null;
  /** WMO code */
  weatherCode: number | null;
  /** m/s */
  windSpeed: number | null;
  /** degrees, where the wind comes from */
  windDirection: number | null;
  /** m/s, strongest gust in the hour */
  windGust: number | null;
}

export interface ProviderSeries {
  cell_id: string;
  hours: ProviderHour[];
  /** the provider's current reading; null for the archive */
  current: { time: string; temperature: number | null } | null;
}

export interface ProviderDailyMeans {
  cell_id: string;
  /** daily mean temperature by local date */
  days: { date: string; mean: number | null }[];
}

export interface WeatherProvider {
  /** The last 7 days and the coming 7 (today included), hourly, plus the current reading. */
  forecast(cells: readonly ProviderCell[]): Promise<ProviderSeries[]>;
  /** Past hours from the archive, dates inclusive ('YYYY-MM-DD', local). */
  archive(cells: readonly ProviderCell[], from: string, to: string): Promise<ProviderSeries[]>;
  /** Past daily mean temperatures from the archive (for the normals of 到達予測). */
  dailyMeans(cells: readonly ProviderCell[], from: string, to: string): Promise<ProviderDailyMeans[]>;
}

export const WEATHER_PROVIDER = Symbol('WEATHER_PROVIDER');

/** The provider answered with an error or something unusable; the last data is kept. */
export class ProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}
