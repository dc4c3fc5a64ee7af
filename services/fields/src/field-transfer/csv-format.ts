import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { FIELD_CSV_COLUMNS } from '@inasaku/contracts';
import { UnreadableFile, type ReadRow, type TransferRow } from './transfer-row';

/**
 * CSV for Excel: UTF-8 with a BOM, CRLF, a header row name,area,brand,cultivator,memo,sensor,lat,lng,
 * boundary; the boundary as GeoJSON geometry text in one cell.
 */
export function writeCsv(rows: TransferRow[]): string {
  const lines = rows.map((r) => {
    const [lat, lng] = r.pin ? r.pin.split(',') : ['', ''];
    return [r.name, r.area, r.brand, r.cultivator, r.memo, r.sensor, lat, lng, r.boundary ? JSON.stringify(r.boundary) : ''].map((v) => v ?? '');
  });
  return `\uFEFF${stringify([[...FIELD_CSV_COLUMNS], ...lines], { record_delimiter: '\r\n' })}`;
}

const HEADER_ALIASES: Record<string, (typeof FIELD_CSV_COLUMNS)[number]> = {
  name: 'name', ほ場名: 'name', area: 'area', 面積: 'area', brand: 'brand', 品種: 'brand', cultivator: 'cultivator', 耕作者: 'cultivator',
  memo: 'memo', 備考: 'memo', sensor: 'sensor', 水位センサー: 'sensor', lat: 'lat', 緯度: 'lat', lng: 'lng', 経度: 'lng',
  boundary: 'boundary', 境界: 'boundary',
};

export function readCsv(text: string): ReadRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw new UnreadableFile('CSVとして読み取れません（引用符の対応などを確認してください）。');
  }
  if (!records.length) throw new UnreadableFile('CSVに見出し行がありません。');
  const columns = records[0].map((h) => HEADER_ALIASES[h.trim()]);
  if (!columns.includes('lat') && !columns.includes('boundary')) {
    throw new UnreadableFile('CSVの見出し行に lat,lng または boundary の列がありません。');
  }
  return records.slice(1).map((record) => {
    const cell: Partial<Record<(typeof FIELD_CSV_COLUMNS)[number], string>> = {};
    columns.forEach((c, i) => {
      if (c && record[i] !== undefined && record[i].trim() !== '') cell[c] = record[i];
    });
    const row: ReadRow = { values: {}, problems: [] };
    for (const key of ['name', 'area', 'brand', 'cultivator', 'memo', 'sensor'] as const) if (cell[key] !== undefined) row.values[key] = cell[key];
    if (cell.lat !== undefined || cell.lng !== undefined) row.values.pin = `${(cell.lat ?? '').trim()},${(cell.lng ?? '').trim()}`;
    if (cell.boundary !== undefined) {
      try {
        row.boundary = JSON.parse(cell.boundary);
      } catch {
        row.problems.push('境界の列がGeoJSONとして読み取れません。');
      }
    }
    return row;
  });
}
