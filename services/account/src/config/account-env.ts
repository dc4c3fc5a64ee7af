import { z } from 'zod';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '@inasaku/contracts';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const accountEnvSchema = z.object({
  ...baseEnvShape,
  ACCOUNT_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  /**
   * The ES256 private key that signs access tokens (PEM, or a file path in JWT_PRIVATE_KEY_FILE).
   * Required with NODE_ENV=production; `npm start` creates one under var/keys/. The account's other
   * secrets (new-password challenge, verification-code hashes) are derived from it.
   */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: seconds(DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
  REFRESH_TOKEN_TTL_SECONDS: seconds(2_592_000),
  NEW_PASSWORD_CHALLENGE_TTL_SECONDS: seconds(600),
  /** How long a temporary password from the root user signs in (7 days, as the usual identity providers do). */
  TEMPORARY_PASSWORD_TTL_SECONDS: seconds(604_800),
  FREE_PERIOD_DAYS: z.coerce.number().int().min(0).default(90),
  VERIFICATION_CODE_TTL_SECONDS: seconds(86_400),
  RESET_CODE_TTL_SECONDS: seconds(3_600),
  /**
   * Sign-in limits. A client address (the gateway's `clientIp`) gets SIGN_IN_MAX_ATTEMPTS tries per
   * account and SIGN_IN_CLIENT_MAX_FAILURES wrong passwords over all accounts per window, then the
   * limit message. Wrong passwords against one account from anywhere never lock it: from the
   * SIGN_IN_ACCOUNT_DELAY_AFTER-th on, every attempt on it waits SIGN_IN_ACCOUNT_DELAY_MS, doubling
   * per further failure up to SIGN_IN_ACCOUNT_MAX_DELAY_MS (kept under the gateway's request timeout).
   */
  SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  SIGN_IN_WINDOW_SECONDS: seconds(900),
  SIGN_IN_CLIENT_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  SIGN_IN_ACCOUNT_DELAY_AFTER: z.coerce.number().int().positive().default(5),
  SIGN_IN_ACCOUNT_DELAY_MS: z.coerce.number().int().min(0).default(250),
  SIGN_IN_ACCOUNT_MAX_DELAY_MS: z.coerce.number().int().min(0).max(4_000).default(2_000),
  /** Wrong tries per code for the code's life (a new code starts again), and per client address over all codes per window. */
  CODE_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  CODE_CLIENT_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  CODE_FAILURE_WINDOW_SECONDS: seconds(900),
  /** Codes mailed per mail address, and per client address over all mail addresses. */
  CODE_SEND_MAX: z.coerce.number().int().positive().default(5),
  CODE_SEND_CLIENT_MAX: z.coerce.number().int().positive().default(20),
  CODE_SEND_WINDOW_SECONDS: seconds(3_600),
  /** Sign-ups per client address and window. */
  SIGN_UP_CLIENT_MAX: z.coerce.number().int().positive().default(10),
  SIGN_UP_CLIENT_WINDOW_SECONDS: seconds(3_600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Inasaku <no-reply@inasaku.local>'),
  OUTBOX_DIR: z.string().optional(),
  /** Where inquiries (お問い合わせ) are mailed. */
  SUPPORT_EMAIL: z.string().email().default('support@inasaku.local'),
  /** Sign-in page named in mails (temporary password). */
  APP_URL: z.string().default('http://localhost:8080/'),
  CHANGE_PASSWORD_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  CHANGE_PASSWORD_WINDOW_SECONDS: seconds(900),
  INQUIRY_MAX: z.coerce.number().int().positive().default(10),
  INQUIRY_WINDOW_SECONDS: seconds(3_600),
  /** Minutes between sweeps that start the new management year of every account (0: only on use). */
  NEW_YEAR_SWEEP_MINUTES: z.coerce.number().int().min(0).default(60),
  /** PAY.JP: used when the secret key is set, otherwise the sandbox provider (テストモード). */
  PAYJP_SECRET_KEY: z.string().optional(),
  PAYJP_PUBLIC_KEY: z.string().optional(),
  PAYJP_API_BASE: z.string().url().default('https://api.pay.jp/v1'),
  /** The yearly plan (5,500 yen incl. tax) created in the PAY.JP dashboard. */
  PAYJP_PLAN_ID: z.string().min(1).default('inasaku-standard-yearly'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type AccountEnv = z.infer<typeof accountEnvSchema>;

export const ACCOUNT_ENV = Symbol('ACCOUNT_ENV');

export function loadAccountEnv(): AccountEnv {
  return loadEnv(accountEnvSchema);
}
