import { z } from 'zod';
import { customDoubleWater } from '@inasaku/domain';
import { numberOrText } from '../fields/common';

/**
 * Notification settings (spec 001 "Notification settings", §3, §7): key 'water'. warn_* is the
 * warning level (警告, map status '1'), caution_* the danger level (危険, status '2'); unit '0'
 * means 以上 (at or above), '1' 以下 (at or below). An empty value switches that level off.
 * notify: mail each new alert to the account's users. One row per account and type.
 */
export const NOTIFICATION_TYPE_WATER = 'water';
export const waterLevelUnitSchema = z.enum(['0', '1']);
export type WaterLevelUnit = z.infer<typeof waterLevelUnitSchema>;

export const notificationSettingsSchema = z.object({
  notification_type: z.literal('water'),
  /** cm, null when unset */
  warn_value: z.number().nullable(),
  warn_unit: waterLevelUnitSchema,
  caution_value: z.number().nullable(),
  caution_unit: waterLevelUnitSchema,
  notify: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Defaults before the account saved anything: no levels, 以上, no mail. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  notification_type: 'water', warn_value: null, warn_unit: '0', caution_value: null, caution_unit: '0', notify: false,
};

const levelField = z.preprocess((v) => (v === null ? '' : v), numberOrText([customDoubleWater])).optional();
const unitField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.enum(['0', '1'], { message: '以上または以下を選択してください。' }),
);

/** GET /api/notifications?notification_type=water. Answer `NotificationSettings` (defaults when never saved). */
export const getNotificationSettingsSchema = z.object({
  notification_type: z.literal('water', { message: '通知種別が正しくありません。' }).optional(),
  account_id: z.string().optional(),
  management_id: z.string().optional(),
});

/**
 * POST /api/notifications and PUT /api/notifications/:id (id 'water' or the account's id, spec
 * 001 §7): warn_value, warn_unit, caution_value, caution_unit, notify. Values are customDoubleWater
 * ('12.5' or 12.5; '' or null clears). Answer the saved `NotificationSettings`.
 */
export const saveNotificationSettingsSchema = z.object({
  notification_type: z.literal('water', { message: '通知種別が正しくありません。' }).optional(),
  account_id: z.string().optional(),
  warn_value: levelField,
  warn_unit: unitField,
  caution_value: levelField,
  caution_unit: unitField,
  notify: z.boolean({ message: '通知の設定が正しくありません。' }),
  management_id: z.string().optional(),
});

export type SaveNotificationSettingsRequest = z.infer<typeof saveNotificationSettingsSchema>;
