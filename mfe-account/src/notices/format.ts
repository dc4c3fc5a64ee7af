import { WEEKDAYS } from '@inasaku/ui';
import { formatTokyo, weekdayOf } from '@inasaku/domain';

/**
 * Notice times arrive as ISO 8601 at +09:00 (the farm's time zone). They are shown as the farm's
 * wall-clock time, whatever zone the browser is in: the digits are read as sent.
 */
const TOKYO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

interface Parts {
  y: string;
  mo: string;
  d: string;
  h: string;
  mi: string;
}

function parts(iso: string): Parts | null {
  if (!iso) return null;
  const m = /[+]09:?00$/.test(iso) ? TOKYO.exec(iso) : null;
  if (m) return { y: m[1], mo: m[2], d: m[3], h: m[4], mi: m[5] };
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const [y, mo, d, h, mi] = formatTokyo(ms, 'YYYY MM DD HH mm').split(' ');
  return { y, mo, d, h, mi };
}

/** '05/03 09:30' for the dashboard column. */
export function shortDateTime(iso: string): string {
  const p = parts(iso);
  return p ? `${p.mo}/${p.d} ${p.h}:${p.mi}` : '';
}

/** '2026/05/03 09:30' for the report. */
export function dateTime(iso: string): string {
  const p = parts(iso);
  return p ? `${p.y}/${p.mo}/${p.d} ${p.h}:${p.mi}` : '';
}

/** '2026/05/03(日) 09:30' for the reference frame. */
export function dateTimeWithWeekday(iso: string): string {
  const p = parts(iso);
  if (!p) return '';
  const weekday = WEEKDAYS[weekdayOf(`${p.y}-${p.mo}-${p.d}`)];
  return `${p.y}/${p.mo}/${p.d}(${weekday}) ${p.h}:${p.mi}`;
}
