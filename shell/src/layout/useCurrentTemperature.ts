import type { WeatherInfos } from '@inasaku/contracts';
import { useEffect, useState } from 'react';
import { apiFetch } from '@inasaku/ui';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** The service refreshes the current reading on a schedule; the header follows it (updateNowTemperature). */
export const TEMPERATURE_REFRESH_MS = 10 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss+09:00': the API takes farm-local (+0900) times (spec 001 §7). */
export function toJst(date: Date): string {
  const d = new Date(date.getTime() + JST_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+09:00`
  );
}

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
  const [temperature, setTemperature] = useState<number | null>(null);
  useEffect(() => {
    if (!managementId) return;
    let live = true;
    const read = () => {
      const now = new Date();
      const from = new Date(now.getTime() - 3 * 60 * 60 * 1000);
      apiFetch<WeatherInfos>('/inasaku/weather-infos', {
        query: { management_id: managementId, from_datetime: toJst(from), to_datetime: toJst(now) },
      })
        .then((data) => live && setTemperature(pickCurrentTemperature(data)))
        .catch(() => live && setTemperature(null));
    };
    read();
    const timer = setInterval(read, TEMPERATURE_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [managementId, positionKey]);
  return temperature;
}
