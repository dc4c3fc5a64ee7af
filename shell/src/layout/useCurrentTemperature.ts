import { useEffect, useState } from 'react';
import { apiFetch } from '@inasaku/ui';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss+09:00': the API takes farm-local (+0900) times (spec 001 §7). */
export function toJst(date: Date): string {
  const d = new Date(date.getTime() + JST_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+09:00`
  );
}

interface Reading {
  datetime?: string;
  temperature?: number | null;
}

/**
 * The header temperature from GET /inasaku/weather-infos. Accepted answers: an object with
 * now_temperature, or readings { datetime, temperature } of which the latest one not in
 * the future counts. Anything else means "no temperature" (spec 001 §8: null when the latest
 * weather is missing) and the slot stays empty.
 */
export function pickCurrentTemperature(data: unknown, now: Date): number | null {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const t = (data as { now_temperature?: unknown }).now_temperature;
    if (typeof t === 'number' && Number.isFinite(t)) return t;
    const list = (data as { list?: unknown }).list;
    if (Array.isArray(list)) return pickCurrentTemperature(list, now);
    return null;
  }
  if (!Array.isArray(data)) return null;
  let best: { at: number; t: number } | null = null;
  for (const r of data as Reading[]) {
    if (!r || typeof r.temperature !== 'number' || !Number.isFinite(r.temperature) || typeof r.datetime !== 'string') continue;
    const at = Date.parse(r.datetime);
    if (Number.isNaN(at) || at > now.getTime()) continue;
    if (!best || at > best.at) best = { at, t: r.temperature };
  }
  return best ? best.t : null;
}

export function useCurrentTemperature(managementId: string | null): number | null {
  const [temperature, setTemperature] = useState<number | null>(null);
  useEffect(() => {
    if (!managementId) return;
    let live = true;
    const now = new Date();
    const from = new Date(now.getTime() - 3 * 60 * 60 * 1000);
    apiFetch<unknown>('/inasaku/weather-infos', {
      query: { management_id: managementId, from_datetime: toJst(from), to_datetime: toJst(now) },
    })
      .then((data) => live && setTemperature(pickCurrentTemperature(data, now)))
      .catch(() => live && setTemperature(null));
    return () => {
      live = false;
    };
  }, [managementId]);
  return temperature;
}
