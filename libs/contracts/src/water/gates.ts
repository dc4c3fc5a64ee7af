import { z } from 'zod';
import { LIMITS, PAGE_SIZES, instantRule, max, oneOf, required, validate, type Rule } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
import { instantField, withPresence, type TimeFieldOptions } from '../dates';
import type { GateStatus } from './gate-words';

/**
 * Water gates (水門), spec 001 "Water-gate recording map", §3, §5, §9. Every paddy field of a
 * management year has a supply gate (給水, gate_type 1) and a drain gate (排水, gate_type 2), each
 * with a status 0 閉門 / 1 半開 / 2 全開 (0 until something is recorded). Recording writes the
 * new status on the chosen fields' gates and one log row per field, in one transaction.
 *
 * The fields themselves belong to the fields service: names and pins are asked from it on every
 * read, so a field added, renamed or deleted there shows at once. Every request works on
 * `context.managementId` (the gateway settles it from `management_id`); `account_id`, `user_id`
 * and `management_id` are never read from a payload. Writes are refused (403) in a past year or
 * on a read-only plan; another account's field is 404 and nothing is written.
 */

export const gateTypeSchema = z.union([z.literal(1), z.literal(2)]);
export const gateStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One record may name at most this many fields (a whole 2,000-field farm fits). */
export const MAX_GATE_FIELDS_PER_RECORD = 5000;

export const WATER_GATE_MESSAGES = {
  fieldsRequired: '水門を選択してください。',
  tooManyFields: `一度に記録できる水門は${MAX_GATE_FIELDS_PER_RECORD}件までです。`,
  invalidId: 'IDの形式が正しくありません。',
  datetime: '作業日時の形式が正しくありません。',
  countRange: '件数は1〜100で指定してください。',
  pageRange: 'ページは0以上の整数で指定してください。',
} as const;

// An instant with its offset ('2025-05-01T09:00:00+09:00', '...Z'): the farm's wall time is
// kept as the user saw it, whatever the server's time zone. A real time of a farm year only
// (a record dated 9999 would stay the gate's latest for ever).
const GATE_TIME: TimeFieldOptions = { label: '作業日時', format: WATER_GATE_MESSAGES.datetime, empty: 'required' };

/** The form rules of spec 001 §5, shared by the form and the service. */
export const WATER_GATE_RULES = {
  water_gate_status: [required('状態'), oneOf([0, 1, 2])],
  water_gate_time: withPresence(GATE_TIME, instantRule(GATE_TIME)),
  water_gate_worker: [required('作業者'), max(LIMITS.worker)],
} satisfies Record<string, Rule[]>;

/** The first failing message of each form field, or an empty object when the form can be sent. */
export function waterGateFormErrors(form: { water_gate_status: unknown; water_gate_time: unknown; water_gate_worker: unknown }): Partial<Record<keyof typeof WATER_GATE_RULES, string>> {
  const errors: Partial<Record<keyof typeof WATER_GATE_RULES, string>> = {};
  for (const key of Object.keys(WATER_GATE_RULES) as (keyof typeof WATER_GATE_RULES)[]) {
    const message = validate(form[key], WATER_GATE_RULES[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

const gateId = z.uuid({ message: WATER_GATE_MESSAGES.invalidId });
const managementIdField = z.string().optional();

function intField(min: number, maxValue: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?[0-9]+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message }).int({ message }).min(min, { message }).max(maxValue, { message }),
  );
}

/** A radio value: 0, '0', 1, '1', 2, '2'. */
const statusField = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), ruledString(WATER_GATE_RULES.water_gate_status))
  .transform((v) => Number(v) as GateStatus);

/**
 * POST /inasaku/watergate/supply, /inasaku/watergate/out (the phone's compact bar, one gate) and
 * /inasaku/watergates/supply, /inasaku/watergates/out (the side panel, the selected gates):
 * the record payload of spec 001 §3 -> RecordWaterGatesResponse. `user_id` may be sent (the
 * spec's client does); the operator is always the session's user.
 */
export const recordWaterGatesSchema = z.object({
  management_id: managementIdField,
  user_id: z.unknown().optional(),
  paddy_field_ids: z
    .array(gateId, { message: WATER_GATE_MESSAGES.fieldsRequired })
    .min(1, { message: WATER_GATE_MESSAGES.fieldsRequired })
    .max(MAX_GATE_FIELDS_PER_RECORD, { message: WATER_GATE_MESSAGES.tooManyFields }),
  water_gate_status: statusField,
  water_gate_time: instantField(GATE_TIME),
  water_gate_worker: ruledString(WATER_GATE_RULES.water_gate_worker),
});

/** GET /inasaku/watergate (query) -> WaterGate[]: the gate map of the year, one entry per field. */
export const listWaterGatesSchema = z.object({ management_id: managementIdField });

/** GET /inasaku/watergate/supply, /inasaku/watergate/out (query) -> OpenWaterGate[]: the list button. */
export const listOpenWaterGatesSchema = z.object({ management_id: managementIdField });

/**
 * GET /inasaku/watergate/logs (query) -> Paged<WaterGateLog> `{ list, total_count }`, newest
 * work datetime first. Paging of spec 001 §4 (libs/domain pageQuery): page 1 `count` only; a
 * lower page `skip_page = page - 1`; a higher page `latest_log_id` = last log_id shown and
 * `skip_page` = distance - 1. An unknown latest_log_id counts from the top.
 */
export const listWaterGateLogsSchema = z.object({
  management_id: managementIdField,
  count: intField(1, 100, WATER_GATE_MESSAGES.countRange).default(PAGE_SIZES.gateLogs),
  latest_log_id: gateId.optional(),
  skip_page: intField(0, 100_000, WATER_GATE_MESSAGES.pageRange).default(0),
});

/** GET /inasaku/watergate/logs/all (query) -> WaterGateLog[]: the whole year, newest first (report /archives/water-gate). */
export const listYearWaterGateLogsSchema = z.object({ management_id: managementIdField });

export type RecordWaterGatesRequest = z.infer<typeof recordWaterGatesSchema>;
export type ListWaterGateLogsRequest = z.infer<typeof listWaterGateLogsSchema>;

/** One field's two gates on the map (spec 001 §3 "Water gate"). */
export const waterGateSchema = z.object({
  paddy_field_id: z.string(),
  /** the field's name; null when the field has none */
  name: z.string().nullable(),
  /** 'lat,lng' of the field's pin */
  map_pos: z.string(),
  water_supply_gate_status: gateStatusSchema,
  /** ISO 8601 of the last supply record, null before any */
  water_supply_gate_time: z.string().nullable(),
  water_supply_gate_worker: z.string().nullable(),
  water_out_gate_status: gateStatusSchema,
  water_out_gate_time: z.string().nullable(),
  water_out_gate_worker: z.string().nullable(),
});
export type WaterGate = z.infer<typeof waterGateSchema>;

/** One open gate (status 1 or 2) of the chosen mode, newest first (spec 001 §3 "Open-gate list"). */
export const openWaterGateSchema = z.object({
  paddy_field_id: z.string(),
  paddy_field_name: z.string().nullable(),
  water_gate_status: z.union([z.literal(1), z.literal(2)]),
  /** ISO 8601 */
  water_gate_time: z.string(),
  water_gate_worker: z.string().nullable(),
});
export type OpenWaterGate = z.infer<typeof openWaterGateSchema>;

/** One row of the gate log (spec 001 §3 "Water-gate log"); the field's name as it was when recorded. */
export const waterGateLogSchema = z.object({
  log_id: z.string(),
  gate_type: gateTypeSchema,
  gate_status: z.enum(['0', '1', '2']),
  /** the work datetime, ISO 8601 */
  datetime: z.string(),
  worker: z.string(),
  paddy_field_id: z.string(),
  paddy_field_name: z.string().nullable(),
  /** who recorded it */
  user_id: z.string().nullable(),
  /** ISO 8601 time of the recording */
  created_at: z.string(),
});
export type WaterGateLog = z.infer<typeof waterGateLogSchema>;

export const recordWaterGatesResponseSchema = z.object({
  gate_type: gateTypeSchema,
  water_gate_status: gateStatusSchema,
  water_gate_time: z.string(),
  /** the fields recorded, in the order sent, each once */
  paddy_field_ids: z.array(z.string()),
  /** the log rows written, in the same order */
  log_ids: z.array(z.string()),
});
export type RecordWaterGatesResponse = z.infer<typeof recordWaterGatesResponseSchema>;
