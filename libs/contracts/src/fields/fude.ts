import { z } from 'zod';
import { boundaryPolygonSchema } from './boundaries';
import { latitudeField, longitudeField } from './common';

/**
 * 筆ポリゴン (MAFF's farmland parcel polygons, https://www.maff.go.jp/j/tokei/porigon/index.html):
 * loaded by an operator with `npm run fude:import -- FILE` into one table that no account owns.
 * Attributes as MAFF publishes them: polygon_uuid, land_type (100 田, 200 畑),
 * local_government_cd (市区町村コード), issue_year (公開年度), edit_year, history, last_polygon_uuid.
 */

/** The credit MAFF's terms (政府標準利用規約, CC BY 4.0 compatible) ask for wherever 筆ポリゴン are shown or used. */
export const FUDE_POLYGON_CREDIT = '出典：農林水産省「筆ポリゴン」（https://www.maff.go.jp/j/tokei/porigon/index.html）を加工して作成';
/** The short form for a map's attribution line, linking to the page above. */
export const FUDE_POLYGON_CREDIT_SHORT = '筆ポリゴン：農林水産省';
export const FUDE_POLYGON_SOURCE_URL = 'https://www.maff.go.jp/j/tokei/porigon/index.html';

/** MAFF's land_type codes. */
export const FUDE_LAND_TYPES = { '100': '田', '200': '畑' } as const;
export type FudeLandTypeCode = keyof typeof FUDE_LAND_TYPES;

/** At most this many outlines per bbox answer; a wider view gets none (zoom in). */
export const MAX_FUDE_POLYGONS_IN_VIEW = 2000;
/** A bbox wider or taller than this (degrees, about 5 km) answers nothing: too many 筆 to draw. */
export const MAX_FUDE_BBOX_DEGREES = 0.05;

export const FUDE_MESSAGES = {
  bbox: '表示範囲は「最小経度,最小緯度,最大経度,最大緯度」の形式で指定してください。',
} as const;

/** GET /inasaku/fude-polygons/at?lat=&lng= (query): the 筆 under a tap. */
export const fudePolygonAtSchema = z.object({
  management_id: z.string().optional(),
  lat: latitudeField,
  lng: longitudeField,
});

const BBOX_TEXT = /^\s*(-?[0-9]{1,3}(?:\.[0-9]+)?)\s*,\s*(-?[0-9]{1,3}(?:\.[0-9]+)?)\s*,\s*(-?[0-9]{1,3}(?:\.[0-9]+)?)\s*,\s*(-?[0-9]{1,3}(?:\.[0-9]+)?)\s*$/;

/** 'minLng,minLat,maxLng,maxLat' with min ≤ max and valid ranges, as numbers. */
// The gateway forwards what it parsed, so the service reads the box again as numbers: joined back
// into the text form, it passes the same checks (GET /inasaku/fude-polygons answered 400 before).
export const bboxField = z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string({ message: FUDE_MESSAGES.bbox }).transform((text, ctx) => {
  const m = BBOX_TEXT.exec(text);
  const box = m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number] : null;
  if (!box || box[0] > box[2] || box[1] > box[3] || Math.abs(box[0]) > 180 || Math.abs(box[2]) > 180 || Math.abs(box[1]) > 90 || Math.abs(box[3]) > 90) {
    ctx.addIssue({ code: 'custom', message: FUDE_MESSAGES.bbox });
    return z.NEVER;
  }
  return box;
}));

/** GET /inasaku/fude-polygons?bbox=minLng,minLat,maxLng,maxLat (query): outlines in view. */
export const fudePolygonsInViewSchema = z.object({
  management_id: z.string().optional(),
  bbox: bboxField,
});

export type FudePolygonAtRequest = z.infer<typeof fudePolygonAtSchema>;
export type FudePolygonsInViewRequest = z.infer<typeof fudePolygonsInViewSchema>;

/** One 筆: `{ data: FudePolygon | null }` for /at (null: no 筆 there, place a plain pin). */
export const fudePolygonSchema = z.object({
  polygon_uuid: z.string(),
  /** '100' 田, '200' 畑 (MAFF's code; FUDE_LAND_TYPES names it), null if the file had none */
  land_type: z.string().nullable(),
  /** 市区町村コード as published (e.g. '152021'), null if none */
  local_government_cd: z.string().nullable(),
  /** 公開年度 (e.g. 2024), null if none */
  issue_year: z.number().nullable(),
  boundary: boundaryPolygonSchema,
  /** geodesic area in a, two decimals */
  area_a: z.number(),
});
export type FudePolygon = z.infer<typeof fudePolygonSchema>;

/** GET /inasaku/fude-polygons answer. `truncated`: the view held more than MAX_FUDE_POLYGONS_IN_VIEW (or was too wide): zoom in. */
export const fudePolygonsInViewAnswerSchema = z.object({
  list: z.array(fudePolygonSchema),
  truncated: z.boolean(),
});
export type FudePolygonsInView = z.infer<typeof fudePolygonsInViewAnswerSchema>;
