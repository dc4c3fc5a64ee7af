import { z } from 'zod';
import { LIMITS, complexPassword, email, max, oneOf, printableAscii, required } from '@inasaku/domain';
import { ruledString } from '../zod-rules';
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

/** Page size of the user list ('see more' loads the next 20). */
export const USERS_PAGE_SIZE = 20;

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

/** One user as GET /inasaku/users lists it. */
export interface AccountUser {
  user_id: string;
  /** the login name: the e-mail address */
  username: string;
  email: string;
  display_name: string;
  color: string;
  is_root_user: boolean;
  /** FORCE_CHANGE_PASSWORD until a temporary password was replaced at the first sign-in */
  status: UserStatus;
  /** ISO 8601 +09:00 */
  created_at: string;
}
export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';

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
export interface AdminUserAttribute {
  /** 'email' | 'custom:display_name' | 'custom:user_id' | 'custom:account_id' | 'custom:color' */
  Name: string;
  Value: string;
}

/** One user as the admin API answers it. */
export interface AdminUser {
  /** the login name (e-mail) */
  Username: string;
  Attributes: AdminUserAttribute[];
  UserStatus: UserStatus;
  Enabled: true;
  /** ISO 8601 */
  UserCreateDate: string;
}

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
  token: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { message: USER_MESSAGES.listToken }).optional(),
  ),
});
export type AdminListUsersRequest = z.infer<typeof adminListUsersSchema>;

export interface AdminListUsersResponse {
  Users: AdminUser[];
  NextToken?: string;
}

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
  temporaryPassword: z.preprocess((v) => (v === '' || v === null ? undefined : v), temporaryPasswordField.optional()),
  color: z.preprocess((v) => (v === '' || v === null ? undefined : v), colorField.optional()),
});
export type AdminCreateUserRequest = z.infer<typeof adminCreateUserSchema>;

export interface AdminCreateUserResponse {
  User: AdminUser;
}

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
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
  color: z.preprocess((v) => (v === '' || v === null ? undefined : v), colorField.optional()),
});
export type AdminUpdateUserRequest = z.infer<typeof adminUpdateUserSchema>;

export interface AdminUpdateUserResponse {
  User: AdminUser;
}

/**
 * POST /adminDeleteUser: root only (403 rootOnlyDelete), never oneself (403 cannotDeleteSelf),
 * refused on a read-only plan. The user's sessions end; their notices stay with their name.
 * Answer: { Username, user_id, deleted: true }.
 */
export const adminDeleteUserSchema = z.object({ username: usernameField });
export type AdminDeleteUserRequest = z.infer<typeof adminDeleteUserSchema>;

export interface AdminDeleteUserResponse {
  Username: string;
  user_id: string;
  deleted: true;
}

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
