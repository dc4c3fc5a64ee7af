import { z } from 'zod';
import { LIMITS, max } from '@inasaku/domain';
import { ruledString } from '../zod-rules';

/**
 * display_mode of spec 000 §3. `type` is the effective plan type (1 free, 2 free expired,
 * 3 standard/contract, 4 stop): a free account past `paying_state.end_datetime` is 2 even before
 * anything was stored; a cancelled paid plan past its end is 4. `message` is the system message
 * of the side-menu header ('' when there is nothing to say).
 */
export const displayModeSchema = z.object({
  type: z.number(),
  message: z.string(),
  /** the water feature (admins always have it) */
  water_management: z.boolean(),
});
export type DisplayMode = z.infer<typeof displayModeSchema>;

/** GET /inasaku/accounts answer. `admin` and `water_management` are booleans (spec 0/1). */
export const accountInfoSchema = z.object({
  account_id: z.string(),
  /** the first entry is the root user (the account's creator) */
  root_users: z.array(z.string()),
  admin: z.boolean(),
  display_mode: displayModeSchema,
  /** same as display_mode.type */
  plan_type: z.number(),
  paying_state: z.object({
    /**
     * ISO 8601 +09:00. Free plan: end of the free period (FREE_PERIOD_DAYS after sign-up).
     * Standard plan: end of the paid year (renewed by the provider unless cancelled).
     */
    end_datetime: z.string(),
  }),
  area_pos: z.object({
    latitude: z.number(),
    longitude: z.number(),
  }).nullable(),
  area_name: z.string().nullable(),
  /** the signed-in user */
  user_id: z.string(),
  display_name: z.string(),
  is_root_user: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** System messages of display_mode.message (side-menu header). `{date}` is 'YYYY年M月D日'. */
export const DISPLAY_MODE_MESSAGES = {
  free: (endDate: string) => `無料期間は${endDate}までです。`,
  freeExpired: '無料期間が終了しました。引き続きご利用いただくには有料プランをお申し込みください。',
  cancelled: (endDate: string) => `有料プランは${endDate}で終了します。`,
  stop: 'ご利用期間が終了しました。再開をご希望の場合はお問い合わせください。',
} as const;

/** Access-log menu codes of spec 000 §7 / spec 001 §7: '01' dashboard ... '28' sensor archive. */
export const ACCESS_LOG_MENUS = Array.from({ length: 28 }, (_, i) => String(i + 1).padStart(2, '0'));
/** Operations: '0' menu, '1' insert, '2' update, '3' delete. */
export const ACCESS_LOG_OPES = ['0', '1', '2', '3'] as const;

const accessLogMessages = {
  menu: 'menu は 01〜28 のいずれかです。',
  ope: 'ope は 0〜3 のいずれかです。',
} as const;

/** 3 -> '03', '3' -> '03'; anything else is left for the enum to refuse. */
function menuCode(v: unknown): unknown {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v).padStart(2, '0');
  if (typeof v === 'string' && /^\d$/.test(v)) return v.padStart(2, '0');
  return v;
}

/**
 * POST /inasaku/accesslogs: { menu, ope } (the shell also sends user_id, which is ignored: the
 * user comes from the session). Answer: { log_id }. Never refused for plan or year.
 */
export const accessLogSchema = z.object({
  menu: z.preprocess(menuCode, z.enum(ACCESS_LOG_MENUS as [string, ...string[]], { message: accessLogMessages.menu })),
  ope: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(ACCESS_LOG_OPES, { message: accessLogMessages.ope })),
  user_id: z.string().optional(),
});
export type AccessLogRequest = z.infer<typeof accessLogSchema>;

export const accessLogResponseSchema = z.object({
  log_id: z.string(),
});
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

/**
 * DELETE /inasaku/signup/accounts (JSON body): the root user leaves. `comment` is the reason
 * (optional, max 1000); other keys of the spec's payload (account_id, user_id, user_name) are
 * ignored: the account comes from the session. Allowed in every plan state (an expired account
 * may leave). Everything of the account is deleted, every session revoked, and
 * `account.account.deleted` published; the browser then signs out (POST /auth/sign-out) and the
 * e-mail addresses can sign up again. 403 for a non-root user.
 */
export const deleteAccountSchema = z.object({
  comment: ruledString([max(LIMITS.textarea)], { multiline: true, label: 'コメント' }).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const ACCOUNT_MESSAGES = {
  rootOnlyDelete: 'アカウントを削除できるのはアカウントを作成したユーザーのみです。',
} as const;

export const deleteAccountResponseSchema = z.object({
  account_id: z.string(),
  deleted: z.literal(true),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
