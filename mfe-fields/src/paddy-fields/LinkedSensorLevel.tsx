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

/** The reading shown: '7.5 cm（07/01 09:20）'. */
export function levelText(reading: LatestReadingResponse['reading']): string {
  if (!reading) return SENSOR_LEVEL_TEXTS.noData;
  return `${Number(reading.water_level).toFixed(1)} cm（${shortTime(reading.datetime)}）`;
}

/**
 * The latest water level of the sensor linked to a paddy field (issue 10 item 5: tag_no is the
 * sensor's product ID), read from the water domain's GET /api/sensor/sensor-data-latest.
 * A read failure is only logged (spec 001 §8) and shows nothing.
 */
export function LinkedSensorLevel({ tagNo }: { tagNo: string }) {
  const [state, setState] = useState<{ tagNo: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<LatestReadingResponse>('/api/sensor/sensor-data-latest', { query: { tag_no: tagNo } })
      .then((r) => live && setState({ tagNo, text: levelText(r?.reading ?? null) }))
      .catch((e) => {
        console.warn('[mfe-fields] linked sensor level could not be loaded', e);
        if (live) setState({ tagNo, text: '' });
      });
    return () => {
      live = false;
    };
  }, [tagNo]);
  if (!state || state.tagNo !== tagNo) return <Spin size="small" />;
  return <span data-testid="field-sensor-level">{state.text}</span>;
}
