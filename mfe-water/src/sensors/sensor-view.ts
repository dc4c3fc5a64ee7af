import { PIN_ICON_SIZE, type FarmMarkerIcon } from '@inasaku/map';
import { formatTokyo } from '@inasaku/domain';
import { MAP_TEXTS } from './texts';
import type { SensorReadingView, SensorStatus, SensorView } from './types';

export type SensorLook = 'normal' | 'warning' | 'danger' | 'unlinked';

/** Spec 001 "Sensor map": 1 warning, 2 danger, 9 the unlinked icon, anything else normal. */
export function sensorLook(status: SensorStatus | null | undefined): SensorLook {
  switch (String(status ?? '')) {
    case '1':
      return 'warning';
    case '2':
      return 'danger';
    case '9':
      return 'unlinked';
    default:
      return 'normal';
  }
}

const LOOK_COLORS: Record<SensorLook, string> = {
  normal: '#1E88E5',
  warning: '#FB8C00',
  danger: '#E53935',
  unlinked: '#9E9E9E',
};

// Teardrop in the 24x42 box of spec 001 §9, like the paddy pins, with a mark per status.
const PIN_PATH = 'M12 41C11 35 3.5 20.5 3.5 12A8.5 8.5 0 0 1 20.5 12C20.5 20.5 13 35 12 41Z';
const MARKS: Record<SensorLook, string> = {
  // A water drop: the sensor reads normally.
  normal: '<path d="M12 6.5C10.2 9.3 8.6 11.3 8.6 13.3A3.4 3.4 0 0 0 15.4 13.3C15.4 11.3 13.8 9.3 12 6.5Z" fill="#FFFFFF"/>',
  // '!' for a warning, '!!' for danger: readable without colour.
  warning: '<rect x="10.8" y="6" width="2.4" height="7.6" rx="1.2" fill="#FFFFFF"/><circle cx="12" cy="16.6" r="1.5" fill="#FFFFFF"/>',
  danger:
    '<rect x="7.9" y="6" width="2.4" height="7.6" rx="1.2" fill="#FFFFFF"/><circle cx="9.1" cy="16.6" r="1.5" fill="#FFFFFF"/>' +
    '<rect x="13.7" y="6" width="2.4" height="7.6" rx="1.2" fill="#FFFFFF"/><circle cx="14.9" cy="16.6" r="1.5" fill="#FFFFFF"/>',
  // A hollow ring: nothing linked yet.
  unlinked: '<circle cx="12" cy="12" r="3.8" fill="none" stroke="#FFFFFF" stroke-width="2"/>',
};

export function sensorIconSvg(look: SensorLook): string {
  const { width, height } = PIN_ICON_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<path d="${PIN_PATH}" fill="none" stroke="rgba(0,0,0,0.45)" stroke-width="3.2" stroke-linejoin="round"/>` +
    `<path d="${PIN_PATH}" fill="${LOOK_COLORS[look]}" stroke="#FFFFFF" stroke-width="1.6" stroke-linejoin="round"/>` +
    MARKS[look] +
    '</svg>'
  );
}

const ICONS = new Map<SensorLook, FarmMarkerIcon>();

/** The marker icon of a status, 24x42 anchored at the tip. */
export function sensorIcon(status: SensorStatus | null | undefined): FarmMarkerIcon {
  const look = sensorLook(status);
  let icon = ICONS.get(look);
  if (!icon) {
    icon = { ...PIN_ICON_SIZE, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sensorIconSvg(look))}` };
    ICONS.set(look, icon);
  }
  return icon;
}

/** The panel title: the product ID plus the name in full-width brackets, 'WL-01（北の田）'. */
export function sensorTitle(sensor: Pick<SensorView, 'sensor_id' | 'sensor_name'>): string {
  return sensor.sensor_name ? `${sensor.sensor_id}（${sensor.sensor_name}）` : sensor.sensor_id;
}

/** The hover text: the product ID and the name. */
export function sensorHover(sensor: Pick<SensorView, 'sensor_id' | 'sensor_name'>): string {
  return `${MAP_TEXTS.productId}：${sensor.sensor_id}\n${MAP_TEXTS.sensorName}：${sensor.sensor_name ?? ''}`;
}

/** Wall-clock parts at +0900 whatever the browser's own zone (spec 001 §7: readings are +0900). */
function jst(value: string): { y: string; mo: string; d: string; h: string; mi: string } | null {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const [y, mo, d, h, mi] = formatTokyo(ms, 'YYYY MM DD HH mm').split(' ');
  return { y, mo, d, h, mi };
}

/** 'YYYY/MM/DD HH:mm' at +0900; '' for nothing. */
export function dateTimeText(value: string | null | undefined): string {
  const t = value ? jst(value) : null;
  return t ? `${t.y}/${t.mo}/${t.d} ${t.h}:${t.mi}` : '';
}

/** 'MM/DD HH:mm' at +0900, the dashboard alert list's datetime. */
export function shortDateTimeText(value: string | null | undefined): string {
  const t = value ? jst(value) : null;
  return t ? `${t.mo}/${t.d} ${t.h}:${t.mi}` : '';
}

/** 'HH:mm' at +0900, a chart axis label. */
export function timeText(value: string): string {
  const t = jst(value);
  return t ? `${t.h}:${t.mi}` : '';
}

export function temperatureOf(r: SensorReadingView): number | null {
  return r.water_temperature ?? r.water_temp ?? null;
}

/** A value with one decimal, '' for none. */
export function measureText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(Number(value)) ? '' : Number(value).toFixed(1);
}

export interface ChartPoint {
  label: string;
  level: number | null;
  temperature: number | null;
}

/** Readings (newest first, as the API answers) as chart points oldest to newest, at most `limit`. */
export function chartPoints(
  readings: readonly SensorReadingView[],
  options: { limit?: number; label?: (datetime: string) => string } = {},
): ChartPoint[] {
  const label = options.label ?? timeText;
  const sorted = [...readings].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const kept = options.limit ? sorted.slice(-options.limit) : sorted;
  return kept.map((r) => ({ label: label(r.datetime), level: r.water_level ?? null, temperature: temperatureOf(r) }));
}
