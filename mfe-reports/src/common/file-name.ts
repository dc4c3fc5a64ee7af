import { formatTokyo } from '@inasaku/domain';

/**
 * Excel names of the yearly reports (spec 001 §9): `{product}_{year}_{kind}_{YYYYMMDDHHmmss}.xlsx`,
 * kind one of history, weather, sensor, gatelog; the timestamp is the farm-local time of the download.
 */
export type ExcelKind = 'history' | 'weather' | 'sensor' | 'gatelog';

export function excelFileName(product: string, year: string | number, kind: ExcelKind, at: Date = new Date()): string {
  return `${product}_${year}_${kind}_${formatTokyo(at, 'YYYYMMDDHHmmss')}.xlsx`;
}
