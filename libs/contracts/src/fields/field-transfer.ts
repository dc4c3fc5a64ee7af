import { z } from 'zod';
import type { BoundaryPolygon } from './boundaries';

/**
 * Paddy fields out and in: the year's fields as GeoJSON, KML 2.2 or CSV, and the same formats
 * read back. An import is previewed first (every row with its problems in Japanese, nothing
 * written), then confirmed; it writes all rows or none. An export imported into another account
 * gives the same fields. Brands are matched by name in the target year; an unknown brand name
 * is created there on import (the preview says so per row in `new_brand`), so an export carries
 * over into a fresh account. The cultivator (耕作者) is text on the field and travels as is.
 *
 * Columns and properties (all formats): name, area (a, decimal text), brand, cultivator, memo,
 * sensor (the linked water sensor's product ID), pin ('lat,lng'), boundary (Polygon).
 * GeoJSON: a FeatureCollection, one Feature per field, geometry the boundary (or a Point at the
 * pin when the field has none), the other values in `properties` (pin as 'lat,lng').
 * KML: one Placemark per field, <name>, <ExtendedData><Data name="…"> for the others, a
 * <MultiGeometry> of the Polygon and the pin's Point. CSV: UTF-8 with a BOM (Excel), a header row
 * name,area,brand,cultivator,memo,sensor,lat,lng,boundary with the boundary as GeoJSON text.
 */

export const FIELD_TRANSFER_FORMATS = ['geojson', 'kml', 'csv'] as const;
export type FieldTransferFormat = (typeof FIELD_TRANSFER_FORMATS)[number];

/** Import text up to this size (characters of UTF-8 text). */
export const MAX_IMPORT_CONTENT_BYTES = 10 * 1024 * 1024;
/** At most this many fields per import. */
export const MAX_IMPORT_ROWS = 5000;

/** The CSV header, in order. */
export const FIELD_CSV_COLUMNS = ['name', 'area', 'brand', 'cultivator', 'memo', 'sensor', 'lat', 'lng', 'boundary'] as const;

export const FIELD_TRANSFER_MESSAGES = {
  format: '形式は geojson、kml、csv のいずれかを指定してください。',
  content: '取り込むファイルの内容を指定してください。',
  contentTooLarge: '取り込めるファイルは10MBまでです。',
  confirm: '取り込みを確定するには confirm に true を指定してください。',
  hasProblems: '問題のある行があるため取り込めません。プレビューで内容を確認してください。',
  tooManyRows: `一度に取り込めるほ場は${MAX_IMPORT_ROWS}件までです。`,
  noRows: '取り込むほ場がありません。',
} as const;

const formatField = z.enum(FIELD_TRANSFER_FORMATS, { message: FIELD_TRANSFER_MESSAGES.format });

// Counted without encoding the whole text (the browser has no Buffer).
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** GET /inasaku/paddy-fields/export?format=geojson|kml|csv (query): the chosen year's fields. */
export const exportPaddyFieldsSchema = z.object({
  management_id: z.string().optional(),
  format: formatField,
});

const contentField = z
  .string({ message: FIELD_TRANSFER_MESSAGES.content })
  .min(1, { message: FIELD_TRANSFER_MESSAGES.content })
  .refine((t) => utf8Length(t) <= MAX_IMPORT_CONTENT_BYTES, { message: FIELD_TRANSFER_MESSAGES.contentTooLarge });

/** POST /inasaku/paddy-fields/import/preview (body): reads the file, writes nothing. */
export const previewPaddyFieldImportSchema = z.object({
  management_id: z.string().optional(),
  format: formatField,
  content: contentField,
});

/** POST /inasaku/paddy-fields/import (body): the previewed file again, confirmed. All rows or none. */
export const importPaddyFieldsSchema = previewPaddyFieldImportSchema.extend({
  confirm: z.literal(true, { message: FIELD_TRANSFER_MESSAGES.confirm }),
});

export type ExportPaddyFieldsRequest = z.infer<typeof exportPaddyFieldsSchema>;
export type PreviewPaddyFieldImportRequest = z.infer<typeof previewPaddyFieldImportSchema>;
export type ImportPaddyFieldsRequest = z.infer<typeof importPaddyFieldsSchema>;

/** Export answer: the file as text, for the browser to save (a Blob of `content` with `content_type`). */
export interface PaddyFieldExport {
  /** e.g. 'hojo-2025.geojson' */
  filename: string;
  /** 'application/geo+json', 'application/vnd.google-earth.kml+xml', 'text/csv; charset=utf-8' */
  content_type: string;
  /** the file; CSV starts with a BOM (U+FEFF) */
  content: string;
  /** fields in the file */
  count: number;
}

/** One field read from an import file, as it would be registered. */
export interface PaddyFieldImportRow {
  /** 1-based: the feature, placemark or data line (header not counted) */
  index: number;
  name: string | null;
  /** in a, decimal text; when the file has none and a boundary is given, the boundary's area */
  area: string | null;
  brand: string | null;
  /** true when `brand` is not among the year's brands: it is created on import */
  new_brand: boolean;
  cultivator: string | null;
  memo: string | null;
  sensor: string | null;
  /** 'lat,lng'; inside the boundary when the file gives a boundary without a pin */
  map_pos: string | null;
  boundary: BoundaryPolygon | null;
  /** geodesic area of the boundary in a, two decimals */
  boundary_area_a: number | null;
  /** what is wrong with this row, in Japanese; empty: ready to import */
  problems: string[];
}

/** Preview answer. `problems`: file-wide problems (unreadable file, too many rows). */
export interface PaddyFieldImportPreview {
  rows: PaddyFieldImportRow[];
  ok_count: number;
  problem_count: number;
  problems: string[];
}

/** Import answer. */
export interface PaddyFieldImportResult {
  created: number;
  /** brand names created for the import */
  created_brands: string[];
}
