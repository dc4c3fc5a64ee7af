import type { BoundaryPolygon } from '@inasaku/contracts';

/** A field as the three formats carry it (export) and as they are read back (import, before checks). */
export interface TransferRow {
  name: string | null;
  /** in a, decimal text */
  area: string | null;
  brand: string | null;
  cultivator: string | null;
  memo: string | null;
  /** the linked water sensor's product ID */
  sensor: string | null;
  /** 'lat,lng' */
  pin: string | null;
  boundary: BoundaryPolygon | null;
}

/** What a reader found in one feature, placemark or line: texts as written, the boundary as parsed (or why not). */
export interface ReadRow {
  values: Partial<Record<'name' | 'area' | 'brand' | 'cultivator' | 'memo' | 'sensor' | 'pin', string>>;
  /** undefined: none given; otherwise whatever the file held there (checked later) */
  boundary?: unknown;
  /** problems found while reading (e.g. boundary text that is not JSON) */
  problems: string[];
}

/** The file as a whole could not be read: its Japanese reason. */
export class UnreadableFile extends Error {}

export function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
