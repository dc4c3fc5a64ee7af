import type { StreamReading } from '@inasaku/contracts';

/**
 * `JSON.stringify(readings.map((x) => [x.t, x.l, x.w, x.b, x.g]))` (StreamReadingBatch items)
 * without the arrays: validated values are finite numbers or null, which print the same either way.
 */
export function itemsJson(readings: StreamReading[]): string {
  let text = '[';
  for (let i = 0; i < readings.length; i += 1) {
    const x = readings[i];
    text += `${i ? ',' : ''}[${x.t},${x.l},${x.w ?? null},${x.b ?? null},${x.g ?? null}]`;
  }
  return `${text}]`;
}
