import { XMLParser } from 'fast-xml-parser';
import { UnreadableFile, textOf, type ReadRow, type TransferRow } from './transfer-row';

/**
 * KML 2.2 (OGC): one Placemark per field with its <name>, the other values as
 * <ExtendedData><Data name="…"><value>…</value></Data>, and a <MultiGeometry> of the boundary's
 * <Polygon> and the pin's <Point> (Google Earth, QGIS and farmOS read both).
 */
const DATA_KEYS = ['area', 'brand', 'cultivator', 'memo', 'sensor'] as const;

export function writeKml(rows: TransferRow[]): string {
  const placemarks = rows.map((r) => {
    const data = DATA_KEYS.filter((k) => r[k] !== null).map((k) => `<Data name="${k}"><value>${xml(r[k] as string)}</value></Data>`).join('');
    const geometries = [r.pin ? `<Point><coordinates>${lngLat(r.pin)}</coordinates></Point>` : '', r.boundary ? polygonKml(r.boundary.coordinates) : ''].join('');
    return `<Placemark>${r.name !== null ? `<name>${xml(r.name)}</name>` : ''}${data ? `<ExtendedData>${data}</ExtendedData>` : ''}`
      + `<MultiGeometry>${geometries}</MultiGeometry></Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>ほ場</name>\n${placemarks.join('\n')}\n</Document></kml>\n`;
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function lngLat(pin: string): string {
  const [lat, lng] = pin.split(',');
  return `${lng},${lat}`;
}

function ringKml(ring: number[][]): string {
  return `<LinearRing><coordinates>${ring.map((p) => `${p[0]},${p[1]}`).join(' ')}</coordinates></LinearRing>`;
}

function polygonKml(rings: number[][][]): string {
  const [outer, ...holes] = rings;
  return `<Polygon><outerBoundaryIs>${ringKml(outer)}</outerBoundaryIs>${holes.map((h) => `<innerBoundaryIs>${ringKml(h)}</innerBoundaryIs>`).join('')}</Polygon>`;
}

const ARRAYS = new Set(['Placemark', 'Data', 'Polygon', 'Point', 'innerBoundaryIs', 'Folder', 'Document', 'SimpleData']);

export function readKml(text: string): ReadRow[] {
  let doc: Record<string, unknown>;
  try {
    const parser = new XMLParser({
      ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, trimValues: true, processEntities: true,
      isArray: (name) => ARRAYS.has(name),
    });
    doc = parser.parse(text.replace(/^\uFEFF/, ''), true) as Record<string, unknown>;
  } catch {
    throw new UnreadableFile('KMLとして読み取れません（XMLの形式が正しくありません）。');
  }
  if (!doc || typeof doc !== 'object' || !('kml' in doc)) throw new UnreadableFile('KMLの kml 要素がありません。');
  return placemarksOf(doc.kml).map(readPlacemark);
}

type Node = Record<string, unknown>;

/** Placemarks anywhere under the node (Document, Folder), in document order. */
function placemarksOf(node: unknown): Node[] {
  if (!node || typeof node !== 'object') return [];
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'Placemark') out.push(...(value as Node[]));
    else if (typeof value === 'object') out.push(...(Array.isArray(value) ? value.flatMap(placemarksOf) : placemarksOf(value)));
  }
  return out;
}

function readPlacemark(p: Node): ReadRow {
  const row: ReadRow = { values: {}, problems: [] };
  const name = textOf(p.name);
  if (name !== undefined && name !== '') row.values.name = name;
  const extended = (p.ExtendedData ?? {}) as Node;
  for (const d of (extended.Data ?? []) as Node[]) {
    const key = d['@_name'];
    const value = textOf(d.value);
    if ((DATA_KEYS as readonly unknown[]).includes(key) && value !== undefined && value !== '') row.values[key as (typeof DATA_KEYS)[number]] = value;
  }
  const geometry = (p.MultiGeometry ?? p) as Node;
  const point = (geometry.Point as Node[] | undefined)?.[0];
  if (point) {
    const [lng, lat] = String(textOf(point.coordinates) ?? '').trim().split(',');
    row.values.pin = `${lat ?? ''},${lng ?? ''}`;
  }
  const polygons = geometry.Polygon as Node[] | undefined;
  if (polygons?.length) {
    if (polygons.length > 1) row.problems.push('境界は1つの多角形にしてください（複数の Polygon があります）。');
    const polygon = polygons[0];
    const ring = (b: unknown) => coordinatesOf(((b as Node | undefined)?.LinearRing as Node | undefined)?.coordinates);
    const outer = ring(polygon.outerBoundaryIs);
    const holes = ((polygon.innerBoundaryIs ?? []) as unknown[]).map(ring);
    row.boundary = outer ? { type: 'Polygon', coordinates: [outer, ...holes] } : { type: 'Polygon', coordinates: [] };
  }
  return row;
}

/** 'lng,lat[,alt] lng,lat[,alt] …' as positions; NaN stays (the boundary check names it). */
function coordinatesOf(value: unknown): number[][] | null {
  const text = textOf(value);
  if (!text) return null;
  return text.trim().split(/\s+/).map((t) => t.split(',').slice(0, 2).map(Number));
}
