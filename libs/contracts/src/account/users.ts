import { z } from 'zod';
import { LIMITS, complexPassword, email, max, oneOf, printableAscii, required } from '@inasaku/domain';
import { blankAsAbsent, ruledString } from '../zod-rules';
import { cursorField, pageCountField, skipPageField } from './paging';

/**
 * Users of an account (spec 001 "Users", §5, §6, §7). The login name (Cognito's Username) is
 * the e-mail address. Only the root user (first of root_users) adds and deletes users; a
 * non-root user edits only their own record; nobody deletes themselves.
 */

/** The 12 fixed user colours (tracks, names); the first is the default (#E57373). Upper-case hex. */
export const USER_COLORS = [
  '#E57373', '#F06292', '#BA68C8', '#9575CD', '#7986CB', '#64B5F6',
  '#4DD0E1', '#4DB6AC', '#81C784', '#DCE775', '#FFD54F', '#FF8A65',
] as const;
export type UserColor = (typeof USER_COLORS)[number];
export const DEFAULT_USER_COLOR: UserColor = USER_COLORS[0];

/** Error code of a wrong current password (400, field current_password). */
export const PERSONAL_ERROR_CODES = { wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD' } as const;

export const USER_MESSAGES = {
  rootOnlyAdd: 'ユーザーを追加できるのはアカウントを作成したユーザーのみです。',
  rootOnlyDelete: 'ユーザーを削除できるのはアカウントを作成したユーザーのみです。',
  notOwnRecord: 'ご自身以外のユーザー情報は変更できません。',
  cannotDeleteSelf: 'ご自身を削除することはできません。',
  userNotFound: 'ユーザーが見つかりません。',
  temporaryPasswordMailFailed: '仮パスワードのメール送信に失敗しました。',
  listToken: 'token の形式が正しくありません。',
  listLimit: 'limit は1から60までの整数で指定してください。',
} as const;

const emailField = ruledString([required('メールアドレス'), max(LIMITS.email), printableAscii, email]);
const displayNameField = ruledString([required('表示名'), max(LIMITS.displayName)]);
/** Colours compare case-insensitively ('#e57373' is '#E57373'). */
const colorField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  ruledString([oneOf(USER_COLORS)]),
);
const temporaryPasswordField = ruledString([required('仮パスワード'), complexPassword]);
/** The target of an update or delete: its e-mail (login name) or its user_id. */
const usernameField = ruledString([required('ユーザー名'), max(LIMITS.email)]);

export const userStatusSchema = z.enum(['CONFIRMED', 'FORCE_CHANGE_PASSWORD']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** One user as GET /inasaku/users lists it. */
export const accountUserSchema = z.object({
  user_id: z.string(),
  /** the login name: the e-mail address */
  username: z.string(),
  email: z.string(),
  display_name: z.string(),
  color: z.string(),
  is_root_user: z.boolean(),
  /** FORCE_CHANGE_PASSWORD until a temporary password was replaced at the first sign-in */
  status: userStatusSchema,
  /** ISO 8601 +09:00 */
  created_at: z.string(),
});
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type AdminUserAttribute = z.infer<typeof adminUserAttributeSchema>;
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * GET /inasaku/users (query). Oldest first (the root user first). Without `count`: every user
 * (for worker shortcuts and pickers, at most 1000). With `count` (20 for the list screen): one
 * page; 'see more' passes the last user_id shown as `latest_user_id` (libs/domain pageQuery).
 * Answer: { list: AccountUser[], total_count }. Open to every user of the account, any plan.
 */
export const listAccountUsersSchema = z.object({
  count: pageCountField,
  latest_user_id: cursorField,
  skip_page: skipPageField,
});
export type ListAccountUsersRequest = z.infer<typeof listAccountUsersSchema>;

/** Cognito-shaped attribute of the admin API. */
export const adminUserAttributeSchema = z.object({
  /** 'email' | 'custom:display_name' | 'custom:user_id' | 'custom:account_id' | 'custom:color' */
  Name: z.string(),
  Value: z.string(),
});

/** One user as the admin API answers it. */
export const adminUserSchema = z.object({
  /** the login name (e-mail) */
  Username: z.string(),
  Attributes: z.array(adminUserAttributeSchema),
  UserStatus: userStatusSchema,
  Enabled: z.literal(true),
  /** ISO 8601 */
  UserCreateDate: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * GET /listUsers (query `limit` 1-60, default 60; `token` = NextToken of the previous page).
 * Answer: { Users: AdminUser[], NextToken? } (NextToken absent on the last page). Oldest first.
 */
export const adminListUsersSchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ message: USER_MESSAGES.listLimit }).int({ message: USER_MESSAGES.listLimit })
      .min(1, { message: USER_MESSAGES.listLimit }).max(60, { message: USER_MESSAGES.listLimit }).optional(),
  ),
  token: blankAsAbsent(z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { message: USER_MESSAGES.listToken })),
});
export type AdminListUsersRequest = z.infer<typeof adminListUsersSchema>;

export const adminListUsersResponseSchema = z.object({
  Users: z.array(adminUserSchema),
  NextToken: z.string().optional(),
});
export type AdminListUsersResponse = z.infer<typeof adminListUsersResponseSchema>;

/**
 * POST /adminCreateUser (root only; 403 USER_MESSAGES.rootOnlyAdd). The e-mail is the login name
 * (`username`, if sent, is ignored). Without `temporaryPassword` one is generated. Either way it
 * is mailed to the new user, who must choose a new password at the first sign-in (sign-in answers
 * NEW_PASSWORD_REQUIRED). 409 USERNAME_EXISTS '登録済みのメールアドレスです。' (field email) for
 * an address that exists anywhere. Refused (403) for a read-only plan. Answer: { User: AdminUser }.
 */
export const adminCreateUserSchema = z.object({
  username: z.string().optional(),
  displayName: displayNameField,
  email: emailField,
  temporaryPassword: blankAsAbsent(temporaryPasswordField),
  color: blankAsAbsent(colorField),
});
export type AdminCreateUserRequest = z.infer<typeof adminCreateUserSchema>;

/** The answer of a created or edited user: its record as the list shows it. */
const userAnswerSchema = z.object({ User: adminUserSchema });

export const adminCreateUserResponseSchema = userAnswerSchema;
export type AdminCreateUserResponse = z.infer<typeof adminCreateUserResponseSchema>;

/**
 * POST /adminUpdateUser: `username` names the user (e-mail or user_id). The root user may edit
 * anyone of the account; any other user only their own record (403 USER_MESSAGES.notOwnRecord).
 * Personal settings use this call for the display name. Keys left out keep their value; a changed
 * e-mail must be free (409). Editing someone else is refused (403) on a read-only plan; one's own
 * record stays editable. 404 for a user of another account. Answer: { User: AdminUser }.
 */
export const adminUpdateUserSchema = z.object({
  username: usernameField,
  displayName: displayNameField,
  email: blankAsAbsent(emailField),
  color: blankAsAbsent(colorField),
});
export type AdminUpdateUserRequest = z.infer<typeof adminUpdateUserSchema>;

export const adminUpdateUserResponseSchema = userAnswerSchema;
export type AdminUpdateUserResponse = z.infer<typeof adminUpdateUserResponseSchema>;

/**
 * POST /adminDeleteUser: root only (403 rootOnlyDelete), never oneself (403 cannotDeleteSelf),
 * refused on a read-only plan. The user's sessions end; their notices stay with their name.
 * Answer: { Username, user_id, deleted: true }.
 */
export const adminDeleteUserSchema = z.object({ username: usernameField });
export type AdminDeleteUserRequest = z.infer<typeof adminDeleteUserSchema>;

export const adminDeleteUserResponseSchema = z.object({
  Username: z.string(),
  user_id: z.string(),
  deleted: z.literal(true),
});
export type AdminDeleteUserResponse = z.infer<typeof adminDeleteUserResponseSchema>;

/**
 * POST /auth/change-password (personal settings; session required). The current password is
 * checked: wrong -> 400 WRONG_CURRENT_PASSWORD '現在のパスワードが正しくありません。' (field
 * current_password); too many attempts -> 429 LIMIT_EXCEEDED with the attempt-limit message.
 * The new password follows complexPassword. Sessions stay signed in. Answer: { changed: true }.
 */
export const changePasswordSchema = z.object({
  current_password: ruledString([required('現在のパスワード')]),
  new_password: ruledString([required('新しいパスワード'), complexPassword]),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
