import { z } from 'zod';
import { clockTimeField } from '../dates';

/** GET /api/notification/push/public-key. Answer `PushPublicKey`. */
export const pushPublicKeySchema = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url): PushManager.subscribe's applicationServerKey. */
  public_key: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const base64url = (field: string, max: number) =>
  z.string({ message: `${field}を入力してください。` })
    .min(1, `${field}を入力してください。`)
    .max(max, `${field}が長すぎます。`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field}が正しくありません。`);

export const PUSH_ENDPOINT_MAX = 2048;
export const PUSH_DEVICE_NAME_MAX = 50;

/**
 * POST /api/notification/push/subscriptions: PushSubscription.toJSON()'s endpoint and keys plus a
 * name the user recognises. The same endpoint again updates the row (one per user and endpoint).
 * Answer `PushSubscriptionCreated`.
 */
export const createPushSubscriptionSchema = z.object({
  endpoint: z.string({ message: '通知の送信先を入力してください。' })
    .max(PUSH_ENDPOINT_MAX, '通知の送信先が長すぎます。')
    .url('通知の送信先が正しくありません。')
    .refine((v) => v.startsWith('https://'), '通知の送信先はhttpsで始まる必要があります。'),
  keys: z.object({
    p256dh: base64url('端末の公開鍵', 200),
    auth: base64url('端末の認証情報', 100),
  }, { message: '端末の鍵を入力してください。' }),
  device_name: z.string({ message: '端末名を入力してください。' })
    .trim()
    .min(1, '端末名を入力してください。')
    .max(PUSH_DEVICE_NAME_MAX, `端末名は${PUSH_DEVICE_NAME_MAX}文字以内で入力してください。`),
});
export type CreatePushSubscriptionRequest = z.infer<typeof createPushSubscriptionSchema>;

export const pushSubscriptionCreatedSchema = z.object({
  id: z.string(),
  device_name: z.string(),
  /** ISO 8601 +09:00 */
  created_at: z.string(),
});
export type PushSubscriptionCreated = z.infer<typeof pushSubscriptionCreatedSchema>;

/** GET /api/notification/push/subscriptions: the signed-in user's devices only. Answer `{ list: PushDevice[] }`. */
export const listPushSubscriptionsSchema = z.object({ management_id: z.string().optional() });

/** A subscribed device with how its pushes went. */
export const pushDeviceSchema = pushSubscriptionCreatedSchema.extend({
  /** the last push the push service accepted, ISO 8601 +09:00 */
  last_success_at: z.string().nullable(),
  /** the last failure in Japanese (e.g. 送信に失敗しました（HTTP 500）), null once a push got through */
  last_failure: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/**
 * DELETE /api/notification/push/subscriptions/:id: own devices only (another user's id is 404).
 * Answer `{ result: '0' }`. The gateway merges the path's id after checking the body
 * (deletePushSubscriptionBodySchema); the service checks the whole payload.
 */
export const deletePushSubscriptionBodySchema = z.object({ management_id: z.string().optional() });
export const deletePushSubscriptionSchema = z.object({
  id: z.string({ message: '端末を指定してください。' }).regex(/^\d{1,18}$/, '端末が見つかりません。'),
  management_id: z.string().optional(),
});


export const REMINDER_EVERY_HOURS = { min: 1, max: 24 } as const;
export const REMINDER_MAX_TIMES = { min: 1, max: 10 } as const;

const bool = (label: string) => z.boolean({ message: `${label}の設定が正しくありません。` });

/**
 * PUT /api/notification/preferences (GET answers the same shape, defaults when never saved):
 * the signed-in user's channels, quiet hours (JST; only 危険 is delivered then, the rest at their
 * end), the reminder while a sensor stays at 危険 and the recovery notice. Silent-sensor and
 * low-battery alerts take the same channels.
 */
export const saveNotificationPreferencesSchema = z.object({
  channels: z.object({
    push: bool('プッシュ通知'),
    email: bool('メール通知'),
    line: bool('LINE通知'),
  }, { message: '通知方法を指定してください。' }),
  quiet_hours: z.object({
    enabled: bool('通知を控える時間帯'),
    start: clockTimeField('開始時刻'),
    end: clockTimeField('終了時刻'),
  }, { message: '通知を控える時間帯を指定してください。' }).refine((q) => q.start !== q.end, {
    message: '開始時刻と終了時刻は別の時刻にしてください。', path: ['end'],
  }),
  reminder: z.object({
    enabled: bool('再通知'),
    every_hours: z.number({ message: '再通知の間隔を入力してください。' }).int('再通知の間隔は整数で入力してください。')
      .min(REMINDER_EVERY_HOURS.min, `再通知の間隔は${REMINDER_EVERY_HOURS.min}〜${REMINDER_EVERY_HOURS.max}時間で入力してください。`)
      .max(REMINDER_EVERY_HOURS.max, `再通知の間隔は${REMINDER_EVERY_HOURS.min}〜${REMINDER_EVERY_HOURS.max}時間で入力してください。`),
    max_times: z.number({ message: '再通知の回数を入力してください。' }).int('再通知の回数は整数で入力してください。')
      .min(REMINDER_MAX_TIMES.min, `再通知の回数は${REMINDER_MAX_TIMES.min}〜${REMINDER_MAX_TIMES.max}回で入力してください。`)
      .max(REMINDER_MAX_TIMES.max, `再通知の回数は${REMINDER_MAX_TIMES.min}〜${REMINDER_MAX_TIMES.max}回で入力してください。`),
  }, { message: '再通知を指定してください。' }),
  recovery_notice: bool('回復の通知'),
  management_id: z.string().optional(),
});
export type SaveNotificationPreferencesRequest = z.infer<typeof saveNotificationPreferencesSchema>;
/** The preferences as GET and PUT answer them. */
export const notificationPreferencesSchema = z.object({
  channels: z.object({ push: z.boolean(), email: z.boolean(), line: z.boolean() }),
  quiet_hours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
  reminder: z.object({ enabled: z.boolean(), every_hours: z.number(), max_times: z.number() }),
  recovery_notice: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const getNotificationPreferencesSchema = z.object({ management_id: z.string().optional() });

/** A user who never saved: push and e-mail on, quiet hours off (22:00–05:00 offered), reminder every 3 h at most 3 times, recovery on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  channels: { push: true, email: true, line: false },
  quiet_hours: { enabled: false, start: '22:00', end: '05:00' },
  reminder: { enabled: true, every_hours: 3, max_times: 3 },
  recovery_notice: true,
};

/** A LINE channel access token (long-lived tokens are about 170 characters). */
export const LINE_TOKEN_MAX = 1000;

/**
 * PUT /api/notification/line (root user only): the account's LINE Messaging API channel. The
 * token is kept encrypted and never answered back; omit it to keep the stored one, '' removes
 * it. Answer `LineChannelStatus` (GET answers it too, to every user of the account).
 */
export const saveLineChannelSchema = z.object({
  channel_access_token: z.string({ message: 'チャネルアクセストークンが正しくありません。' })
    .max(LINE_TOKEN_MAX, 'チャネルアクセストークンが長すぎます。')
    .regex(/^[A-Za-z0-9+/=._-]*$/, 'チャネルアクセストークンが正しくありません。')
    .optional(),
  enabled: z.boolean({ message: 'LINE通知の設定が正しくありません。' }),
  management_id: z.string().optional(),
});
export type SaveLineChannelRequest = z.infer<typeof saveLineChannelSchema>;
export const getLineChannelSchema = z.object({ management_id: z.string().optional() });

export const lineChannelStatusSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  /** whether the signed-in user linked his LINE user ID (the ID itself is answered to him only) */
  linked: z.boolean(),
  line_user_id: z.string().nullable(),
});
export type LineChannelStatus = z.infer<typeof lineChannelStatusSchema>;

/** PUT /api/notification/line/link: the signed-in user's LINE user ID (U + 32 hex), null unlinks. Answer `LineChannelStatus`. */
export const linkLineUserSchema = z.object({
  line_user_id: z.union([
    z.string({ message: 'LINEのユーザーIDが正しくありません。' })
      .regex(/^U[0-9a-f]{32}$/, 'LINEのユーザーIDはUで始まる33文字（Uと32桁の英数字）で入力してください。'),
    z.null(),
  ], { message: 'LINEのユーザーIDが正しくありません。' }),
  management_id: z.string().optional(),
});
export type LinkLineUserRequest = z.infer<typeof linkLineUserSchema>;

/** Where an alert went (additive field of SensorAlert in the dashboard list). failed: deliveries that failed for good. */
export const alertDeliverySchema = z.object({
  push: z.number(),
  email: z.number(),
  line: z.number(),
  failed: z.number(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export type PushLevel = 'danger' | 'warning' | 'recovery' | 'silent' | 'battery';

/** The Web Push payload (JSON) the shell's service worker shows: title/body with tag; a click opens url. */
export interface AlertPushPayload {
  title: string;
  body: string;
  tag: string;
  /** /water/show?sensor_id=<product ID> */
  url: string;
  level: PushLevel;
}
