import { z } from 'zod';
import { required, email, max, complexPassword, printableAscii, LIMITS } from '@inasaku/domain';
import { ruledString } from './zod-rules';
import { displayModeSchema } from './account/account-info';

const emailField = ruledString([required('メールアドレス'), max(LIMITS.email), printableAscii, email]);
const passwordField = ruledString([required('パスワード')]);
const newPasswordField = ruledString([required('パスワード'), complexPassword]);
const codeField = ruledString([required('検証コード')]);

export const signUpSchema = z.object({
  email: emailField,
  password: newPasswordField,
  agreement: z.literal(true, { message: '利用規約とプライバシーポリシーに同意してください。' }),
});
export const confirmSignUpSchema = z.object({ email: emailField, code: codeField });
export const resendCodeSchema = z.object({ email: emailField });
export const signInSchema = z.object({ email: emailField, password: passwordField });
export const completeNewPasswordSchema = z.object({
  challenge: ruledString([required()]),
  new_password: newPasswordField,
});
export const forgotPasswordSchema = z.object({ email: emailField });
export const confirmForgotPasswordSchema = z.object({
  email: emailField,
  code: codeField,
  new_password: newPasswordField,
});
/** Filled by the gateway from the httpOnly cookie, never by the browser. */
export const refreshSchema = z.object({ refresh_token: z.string().min(1) });
export const signOutSchema = z.object({ refresh_token: z.string().optional() });

export type SignUpRequest = z.infer<typeof signUpSchema>;
export type ConfirmSignUpRequest = z.infer<typeof confirmSignUpSchema>;
export type ResendCodeRequest = z.infer<typeof resendCodeSchema>;
export type SignInRequest = z.infer<typeof signInSchema>;
export type CompleteNewPasswordRequest = z.infer<typeof completeNewPasswordSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;
export type ConfirmForgotPasswordRequest = z.infer<typeof confirmForgotPasswordSchema>;

/** Tokens the account service issues; the gateway moves them into httpOnly cookies. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  /** seconds */
  access_expires_in: number;
  /** seconds */
  refresh_expires_in: number;
}

/**
 * How long an access token lives unless ACCESS_TOKEN_TTL_SECONDS says otherwise: the account
 * service signs tokens for this long, and the gateway remembers deleted users for as long.
 * Set the variable alike for both.
 */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;

/** Claims of the signed access token (ES256: signed by the account service, verified by the gateway with the public key). */
export interface AccessTokenClaims {
  sub: string; // user_id
  acc: string; // account_id
  root: boolean; // is the root user
  adm: boolean; // admin flag
  plan: number; // plan type 1-4
  email: string;
  /** The sign-in session (refresh-token family): sign-out and password change revoke it at once. */
  sid?: string;
}

export const currentUserSchema = z.object({
  account_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  color: z.string(),
  is_root_user: z.boolean(),
  admin: z.boolean(),
  plan_type: z.number(),
  /** 1 water feature valid, 0 invalid */
  water_management: z.boolean(),
  area_name: z.string().nullable(),
  area_pos: z.object({
    latitude: z.number(),
    longitude: z.number(),
  }).nullable(),
  /** Issue 5: the header's system message and the effective plan type (see account/account-info.ts). */
  display_mode: displayModeSchema.optional(),
  /** Issue 5: end of the free period or of the paid year, ISO 8601 +09:00 (refetch after it passes). */
  paying_end_datetime: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Sign-in and new-password answers as the account service returns them over NATS. */
export type SignInResult =
  | { status: 'SIGNED_IN'; user: CurrentUser; session: SessionTokens }
  | { status: 'NEW_PASSWORD_REQUIRED'; challenge: string };

/** What the browser receives (session removed by the gateway). */
export const signInResponseSchema = z.union([z.object({
    status: z.literal('SIGNED_IN'),
    user: currentUserSchema,
  }), z.object({
    status: z.literal('NEW_PASSWORD_REQUIRED'),
    challenge: z.string(),
  })]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const SESSION_COOKIES = {
  access: 'inasaku_at',
  refresh: 'inasaku_rt',
  refreshPath: '/auth',
} as const;
