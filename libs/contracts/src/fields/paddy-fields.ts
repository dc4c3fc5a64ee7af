import { z } from 'zod';
import { LIMITS, PIN_ICONS, calendarDateRule, customDoubleTwo, max, minValue, oneOf, type Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { calendarDateField, type TimeFieldOptions } from '../dates';
import { FIELDS_MESSAGES, idField, mapPosField, mapPosRule, numberOrText } from './common';
import { boundaryField, boundaryInputField, boundaryPolygonSchema } from './boundaries';

/**
 * Paddy fields (ほ場) of one management year. Every request works on `context.managementId`
 * (the gateway settles it from `management_id` in the query or body, else the newest year), so
 * `management_id` may be sent but is never read from the payload; neither is `account_id`.
 */

/** One POST may register at most this many pins. */
export const MAX_PADDY_FIELDS_PER_REQUEST = 500;
/** One DELETE or lookup may name at most this many fields. */
export const MAX_PADDY_FIELD_IDS = 5000;

/** The water-sensor link of a field (spec 000 §3 tag_no, sensor_start_date; issue 10 item 5). */
export const PADDY_FIELD_SENSOR_MESSAGES = {
  startDate: 'センサー開始日はYYYY-MM-DDの形式で入力してください。',
  startDateWithoutSensor: 'センサー開始日を入力するには水位センサーを選択してください。',
} as const;

const SENSOR_START_DATE: TimeFieldOptions = {
  label: 'センサー開始日', format: PADDY_FIELD_SENSOR_MESSAGES.startDate, date: PADDY_FIELD_SENSOR_MESSAGES.startDate, empty: 'clearable',
};

/** sensor_start_date: a real calendar date 'YYYY-MM-DD' of a farm year (empty passes: no date). */
export const sensorStartDateRule: Rule = calendarDateRule(SENSOR_START_DATE);

/** The form rules of spec 000 §5, for the edit panel and the service alike. */
export const PADDY_FIELD_RULES = {
  name: [max(LIMITS.paddyName)],
  map_pos: [mapPosRule],
  /** in a, up to 9 integer digits and 2 decimals; a negative area means nothing */
  area: [customDoubleTwo, minValue(0)],
  kousakusha: [max(LIMITS.kousakusha)],
  remarks: [max(LIMITS.remarks)],
  pin_type: [oneOf(PIN_ICONS)],
  /** the linked sensor's product ID (water's sensor_id) */
  tag_no: [max(LIMITS.sensorId)],
  sensor_start_date: [sensorStartDateRule],
} satisfies Record<string, Rule[]>;

// '' from a cleared select means "no brand", like null.
const optionalId = z.preprocess((v) => (v === '' ? null : v), idField.nullable()).optional();

/** GET /inasaku/paddy-fields (query). With paddy_field_id: that field only (404 if not this account's or year's). */
export const listPaddyFieldsSchema = z.object({
  management_id: z.string().optional(),
  paddy_field_id: idField.optional(),
});

/**
 * One field of POST /inasaku/paddy-fields: a pin, a boundary (a tapped 筆 or a drawn shape), or
 * both. A boundary without a pin gets a pin inside it; its geodesic area becomes the field's area
 * unless `area` is given.
 */
export const newPaddyFieldSchema = z
  .object({
    map_pos: mapPosField.optional(),
    boundary: boundaryField.optional(),
    area: numberOrText(PADDY_FIELD_RULES.area).optional(),
  })
  .refine((f) => f.map_pos !== undefined || f.boundary !== undefined, { message: FIELDS_MESSAGES.mapPosFormat, path: ['map_pos'] });

/** POST /inasaku/paddy-fields: the pins clicked (or 筆 tapped, shapes drawn) on the add screen, registered at once. */
export const createPaddyFieldsSchema = z.object({
  management_id: z.string().optional(),
  paddy_fields: z
    .array(newPaddyFieldSchema, { message: 'ほ場の位置を指定してください。' })
    .min(1, { message: 'ほ場の位置を指定してください。' })
    .max(MAX_PADDY_FIELDS_PER_REQUEST, { message: `一度に登録できるほ場は${MAX_PADDY_FIELDS_PER_REQUEST}件までです。` }),
});

/**
 * PUT /inasaku/paddy-fields: the edit panel. A key that is absent keeps the stored value;
 * '' or null clears it (pin_type '' goes back to the default '040', brand_id '' or null unsets the brand).
 */
export const updatePaddyFieldSchema = z.object({
  management_id: z.string().optional(),
  paddy_field_id: idField,
  name: ruledString(PADDY_FIELD_RULES.name, { label: 'ほ場名' }).optional(),
  /** read-only on the edit panel, accepted so a moved pin can be saved */
  map_pos: mapPosField.optional(),
  area: numberOrText(PADDY_FIELD_RULES.area).optional(),
  brand_id: optionalId,
  kousakusha: ruledString(PADDY_FIELD_RULES.kousakusha, { label: '耕作者' }).optional(),
  pin_type: ruledString(PADDY_FIELD_RULES.pin_type).optional(),
  remarks: ruledString(PADDY_FIELD_RULES.remarks, { multiline: true, label: '備考' }).optional(),
  /**
   * The water sensor linked to the field, by its product ID ('' or null unlinks it and clears the
   * start date). A changed link is checked with the water service: another account's or an unknown
   * sensor is 404, an account without the water feature 403.
   */
  tag_no: ruledString(PADDY_FIELD_RULES.tag_no, { label: '水位センサー' }).optional(),
  /** 'YYYY-MM-DD' from which the sensor measures this field; only with a linked sensor ('' or null clears). */
  sensor_start_date: calendarDateField(SENSOR_START_DATE).optional(),
  /**
   * The field's boundary; null or '' removes it. A new boundary without map_pos moves the pin inside
   * it only if the stored pin is outside; `area` is left as stored (the panel offers boundary_area_a).
   */
  boundary: boundaryInputField.optional(),
});

/** DELETE /inasaku/paddy-fields (JSON body). All or nothing: one unknown id is a 404 and nothing is deleted. */
export const deletePaddyFieldsSchema = z.object({
  management_id: z.string().optional(),
  paddy_field_ids: z
    .array(idField, { message: '削除するほ場を指定してください。' })
    .min(1, { message: '削除するほ場を指定してください。' })
    .max(MAX_PADDY_FIELD_IDS),
});

/** GET /inasaku/paddy-field-areas (query): management_id only. */
export const paddyFieldAreasSchema = z.object({ management_id: z.string().optional() });

/** NATS only (`fields.paddy-fields.lookup`): names and areas for other services (works, water, reports). */
export const lookupPaddyFieldsSchema = z.object({
  paddy_field_ids: z.array(idField).max(MAX_PADDY_FIELD_IDS),
});

/** NATS only (`fields.paddy-fields.directory`): every field of the context's account and year. */
export const paddyFieldDirectorySchema = z.object({});

export type ListPaddyFieldsRequest = z.infer<typeof listPaddyFieldsSchema>;
export type CreatePaddyFieldsRequest = z.infer<typeof createPaddyFieldsSchema>;
export type UpdatePaddyFieldRequest = z.infer<typeof updatePaddyFieldSchema>;
export type DeletePaddyFieldsRequest = z.infer<typeof deletePaddyFieldsSchema>;
export type LookupPaddyFieldsRequest = z.infer<typeof lookupPaddyFieldsSchema>;

/** A paddy field as every fields endpoint returns it. Unset values are null, never ''. */
export const paddyFieldSchema = z.object({
  paddy_field_id: z.string(),
  management_id: z.string(),
  name: z.string().nullable(),
  /** 'lat,lng' as registered */
  map_pos: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** in a, exact decimal text without trailing zeros ('12.3', '12.34', '0'); null when unset */
  area: z.string().nullable(),
  brand_id: z.string().nullable(),
  /** the brand's name, null without a brand */
  brand: z.string().nullable(),
  /** cultivator (耕作者) */
  kousakusha: z.string().nullable(),
  pin_type: z.enum(PIN_ICONS),
  remarks: z.string().nullable(),
  /** product ID of the water sensor linked to the field (PUT tag_no), null when none */
  tag_no: z.string().nullable(),
  /** 'YYYY-MM-DD' from which the linked sensor measures this field */
  sensor_start_date: z.string().nullable(),
  /** added order within the year, from 1; never reused */
  sequence: z.number(),
  /** the field's outline, null when it has none (a pin only); every fields endpoint sends it */
  boundary: boundaryPolygonSchema.nullable().optional(),
  /** geodesic area of the boundary in a, two decimals; null without a boundary. `area` is what the farmer keeps (may differ). */
  boundary_area_a: z.number().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaddyField = z.infer<typeof paddyFieldSchema>;

/** DELETE answer. */
export const deletePaddyFieldsResponseSchema = z.object({
  paddy_field_ids: z.array(z.string()),
});
export type DeletePaddyFieldsResponse = z.infer<typeof deletePaddyFieldsResponseSchema>;

/** Unbranded fields are grouped under this name (spec 000 §2.6). */
export const UNBRANDED_NAME = '-';

/**
 * One row of GET /inasaku/paddy-field-areas: per brand in brand order, unbranded last
 * (brand_id null, brand_name '-'). Only brands that have fields appear.
 */
export const paddyFieldAreaSchema = z.object({
  brand_id: z.string().nullable(),
  brand_name: z.string(),
  /** fields (枚) */
  count: z.number(),
  /** total in a, exact decimal text without grouping ('1234.5'); show with formatThousands */
  area: z.string(),
});
export type PaddyFieldArea = z.infer<typeof paddyFieldAreaSchema>;

/** One row of the `fields.paddy-fields.lookup` answer, in the order of the requested ids (unknown ids left out). */
export interface PaddyFieldSummary {
  paddy_field_id: string;
  management_id: string;
  name: string | null;
  map_pos: string;
  area: string | null;
  brand_id: string | null;
  brand_name: string | null;
  /** geodesic area of the field's boundary in a (two decimals), null without one; shown beside `area` where they differ */
  boundary_area_a?: number | null;
}

/** Payload of EVENTS.paddyFieldDeleted, once per delete request (msgId `paddy-field.deleted:<uuid>`). */
export interface PaddyFieldDeletedEvent {
  account_id: string;
  management_id: string;
  paddy_field_ids: string[];
  /** ISO 8601 */
  deleted_at: string;
}
