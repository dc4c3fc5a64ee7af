import { z } from 'zod';
import { boundaryPolygonSchema } from './boundaries';

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
export const paddyFieldExportSchema = z.object({
  /** e.g. 'hojo-2025.geojson' */
  filename: z.string(),
  /** 'application/geo+json', 'application/vnd.google-earth.kml+xml', 'text/csv; charset=utf-8' */
  content_type: z.string(),
  /** the file; CSV starts with a BOM (U+FEFF) */
  content: z.string(),
  /** fields in the file */
  count: z.number(),
});
export type PaddyFieldExport = z.infer<typeof paddyFieldExportSchema>;

/** One field read from an import file, as it would be registered. */
export const paddyFieldImportRowSchema = z.object({
  /** 1-based: the feature, placemark or data line (header not counted) */
  index: z.number(),
  name: z.string().nullable(),
  /** in a, decimal text; when the file has none and a boundary is given, the boundary's area */
  area: z.string().nullable(),
  brand: z.string().nullable(),
  /** true when `brand` is not among the year's brands: it is created on import */
  new_brand: z.boolean(),
  cultivator: z.string().nullable(),
  memo: z.string().nullable(),
  sensor: z.string().nullable(),
  /** 'lat,lng'; inside the boundary when the file gives a boundary without a pin */
  map_pos: z.string().nullable(),
  boundary: boundaryPolygonSchema.nullable(),
  /** geodesic area of the boundary in a, two decimals */
  boundary_area_a: z.number().nullable(),
  /** what is wrong with this row, in Japanese; empty: ready to import */
  problems: z.array(z.string()),
});
export type PaddyFieldImportRow = z.infer<typeof paddyFieldImportRowSchema>;

/** Preview answer. `problems`: file-wide problems (unreadable file, too many rows). */
export const paddyFieldImportPreviewSchema = z.object({
  rows: z.array(paddyFieldImportRowSchema),
  ok_count: z.number(),
  problem_count: z.number(),
  problems: z.array(z.string()),
});
export type PaddyFieldImportPreview = z.infer<typeof paddyFieldImportPreviewSchema>;

/** Import answer. */
export const paddyFieldImportResultSchema = z.object({
  created: z.number(),
  /** brand names created for the import */
  created_brands: z.array(z.string()),
});
export type PaddyFieldImportResult = z.infer<typeof paddyFieldImportResultSchema>;
