import { CLIENT_ROUTES, type WeatherInfos } from '@inasaku/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '@inasaku/ui';
import { toTokyoIso } from '@inasaku/domain';

/** The service refreshes the current reading on a schedule; the header follows it (updateNowTemperature). */
export const TEMPERATURE_REFRESH_MS = 10 * 60 * 1000;

/**
 * The header temperature from GET /inasaku/weather-infos: its now_temperature, which the service
 * leaves null when the latest weather is missing or old (spec 001 §8: the current temperature is
 * null then, and the slot stays empty). No home position means no weather, hence null too.
 */
export function pickCurrentTemperature(data: Partial<WeatherInfos> | null | undefined): number | null {
  const t = data?.now_temperature;
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
}

/**
 * `positionKey` changes when the home position is set or moved, which gives the account another
 * weather cell: the temperature is read again then, and every TEMPERATURE_REFRESH_MS.
 */
export function useCurrentTemperature(managementId: string | null, positionKey: string | null = null): number | null {
  const INFOS = CLIENT_ROUTES['weatherInfos.get'];
  // The window is the last 3 hours at each read, so the key names the reading rather than the window.
  const reading = useQuery({
    queryKey: [...queryKeyOf(INFOS), 'now-temperature', managementId, positionKey],
    queryFn: ({ signal }) => {
      const now = new Date();
      const from = new Date(now.getTime() - 3 * 60 * 60 * 1000);
      return callApi(INFOS, { query: { management_id: managementId!, from_datetime: toTokyoIso(from), to_datetime: toTokyoIso(now) } }, { signal });
    },
    enabled: !!managementId,
    refetchInterval: TEMPERATURE_REFRESH_MS,
  });
  // A failed read empties the slot rather than keeping an old temperature.
  return reading.error ? null : pickCurrentTemperature(reading.data);
}
