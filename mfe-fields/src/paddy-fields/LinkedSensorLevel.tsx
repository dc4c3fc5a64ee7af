import type { LatestReadingResponse } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';

export const SENSOR_LEVEL_TEXTS = {
  label: '水位',
  noData: 'データがありません。',
} as const;

/** 'MM/DD HH:mm' at +0900 whatever the browser's zone (readings are +0900, spec 001 §7). */
function shortTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const t = new Date(ms + 9 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(t.getUTCMonth() + 1)}/${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}`;
}

/** 'YYYY-MM-DD' of an instant at +0900. */
function tokyoDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms + 9 * 3600_000).toISOString().slice(0, 10) : '';
}

/**
 * The reading shown: '7.5 cm（07/01 09:20）'. A reading measured before the field's sensor start
 * date (`since`, 'YYYY-MM-DD' at +0900) was not this field's water: none is shown.
 */
export function levelText(reading: LatestReadingResponse['reading'], since: string | null = null): string {
  if (!reading) return SENSOR_LEVEL_TEXTS.noData;
  if (since && tokyoDate(reading.datetime) < since) return SENSOR_LEVEL_TEXTS.noData;
  return `${Number(reading.water_level).toFixed(1)} cm（${shortTime(reading.datetime)}）`;
}

/**
 * The latest water level of the sensor linked to a paddy field (issue 10 item 5: tag_no is the
 * sensor's product ID), read from the water domain's GET /api/sensor/sensor-data-latest.
 * A read failure is only logged (spec 001 §8) and shows nothing.
 */
export function LinkedSensorLevel({ tagNo, since = null }: { tagNo: string; since?: string | null }) {
  const [state, setState] = useState<{ tagNo: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<LatestReadingResponse>('/api/sensor/sensor-data-latest', { query: { tag_no: tagNo } })
      .then((r) => live && setState({ tagNo, text: levelText(r?.reading ?? null, since) }))
      .catch((e) => {
        console.warn('[mfe-fields] linked sensor level could not be loaded', e);
        if (live) setState({ tagNo, text: '' });
      });
    return () => {
      live = false;
    };
  }, [tagNo, since]);
  if (!state || state.tagNo !== tagNo) return <Spin size="small" />;
  return <span data-testid="field-sensor-level">{state.text}</span>;
}
