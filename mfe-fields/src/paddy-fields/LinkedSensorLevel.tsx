import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery, type RouteAnswer } from '@inasaku/ui';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { formatTokyo, tokyoDateOf } from '@inasaku/domain';

export const SENSOR_LEVEL_TEXTS = {
  label: '水位',
  noData: 'データがありません。',
} as const;

/** 'MM/DD HH:mm' at +0900 whatever the browser's zone (readings are +0900, spec 001 §7). */
function shortTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return formatTokyo(ms, 'MM/DD HH:mm');
}

/** 'YYYY-MM-DD' of an instant at +0900. */
function tokyoDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? tokyoDateOf(ms) : '';
}

/**
 * The reading shown: '7.5 cm（07/01 09:20）'. A reading measured before the field's sensor start
 * date (`since`, 'YYYY-MM-DD' at +0900) was not this field's water: none is shown.
 */
export function levelText(reading: RouteAnswer<typeof CLIENT_ROUTES['readings.latest']>['reading'], since: string | null = null): string {
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
  const latest = useRouteQuery(CLIENT_ROUTES['readings.latest'], { query: { tag_no: tagNo } });
  useEffect(() => {
    if (latest.error) console.warn('[mfe-fields] linked sensor level could not be loaded', latest.error);
  }, [latest.error]);
  if (latest.isPending) return <Spin size="small" />;
  const text = latest.data ? levelText(latest.data.reading ?? null, since) : '';
  return <span data-testid="field-sensor-level">{text}</span>;
}
