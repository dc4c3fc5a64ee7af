import { z } from 'zod';
import { defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { SUBJECTS } from '../subjects';
import {
  signUpSchema, confirmSignUpSchema, resendCodeSchema, signInSchema, completeNewPasswordSchema,
  forgotPasswordSchema, confirmForgotPasswordSchema, currentUserSchema, signInResponseSchema,
} from '../auth';
import { loginLogSchema, maintenanceStatusSchema, managementSchema } from '../system';

const auth = SUBJECTS.account.auth;
const none = 'none' as const;
/** Sign-up, code and password-reset steps answer the normalised address they worked on. */
const emailAnswer = z.object({ email: z.string() });

/**
 * Sign-up, sign-in and the session (spec 001 §8), the maintenance flag, the login log and the
 * management years: the account service's routes that come before any screen.
 */
export const AUTH_ROUTES = defineRoutes({
  'auth.signUp': { method: 'POST', path: '/auth/sign-up', subject: auth.signUp, auth: none, body: signUpSchema, errors: [ERROR_CODES.userExists, ERROR_CODES.limitExceeded, ERROR_CODES.codeDeliveryFailed], response: emailAnswer },
  'auth.confirmSignUp': {
    method: 'POST', path: '/auth/confirm-sign-up', subject: auth.confirmSignUp, auth: none, body: confirmSignUpSchema, errors: [ERROR_CODES.codeMismatch, ERROR_CODES.codeExpired, ERROR_CODES.limitExceeded], response: emailAnswer,
  },
  'auth.resendCode': { method: 'POST', path: '/auth/resend-code', subject: auth.resendCode, auth: none, body: resendCodeSchema, errors: [ERROR_CODES.limitExceeded, ERROR_CODES.codeDeliveryFailed], response: emailAnswer },
  'auth.signIn': {
    method: 'POST', path: '/auth/sign-in', subject: auth.signIn, auth: none, body: signInSchema, session: 'set', errors: [ERROR_CODES.invalidCredentials, ERROR_CODES.userNotConfirmed, ERROR_CODES.passwordResetRequired, ERROR_CODES.limitExceeded], response: signInResponseSchema,
  },
  'auth.completeNewPassword': {
    method: 'POST', path: '/auth/complete-new-password', subject: auth.completeNewPassword, auth: none,
    body: completeNewPasswordSchema, session: 'set', errors: [ERROR_CODES.invalidCredentials], response: signInResponseSchema,
  },
  'auth.forgotPassword': {
    method: 'POST', path: '/auth/forgot-password', subject: auth.forgotPassword, auth: none, body: forgotPasswordSchema, errors: [ERROR_CODES.limitExceeded, ERROR_CODES.codeDeliveryFailed], response: emailAnswer,
  },
  'auth.confirmForgotPassword': {
    method: 'POST', path: '/auth/confirm-forgot-password', subject: auth.confirmForgotPassword, auth: none,
    body: confirmForgotPasswordSchema, errors: [ERROR_CODES.codeMismatch, ERROR_CODES.codeExpired, ERROR_CODES.limitExceeded], response: emailAnswer,
  },
  'auth.refresh': {
    method: 'POST', path: '/auth/refresh', subject: auth.refresh, auth: none, session: 'set', withRefreshCookie: true, errors: [ERROR_CODES.unauthorized], response: signInResponseSchema,
  },
  'auth.signOut': {
    method: 'POST', path: '/auth/sign-out', subject: auth.signOut, auth: none, session: 'clear', withRefreshCookie: true, response: z.object({ signed_out: z.literal(true) }),
  },
  'auth.me': { method: 'GET', path: '/auth/me', subject: auth.me, auth: 'session', yearScoped: false, response: currentUserSchema },
  'maintenance.get': { method: 'GET', path: '/maintenance', subject: SUBJECTS.account.maintenance.get, auth: none, response: maintenanceStatusSchema },
  'loginLogs.create': {
    method: 'POST', path: '/smart/loginlog', subject: SUBJECTS.account.loginLogs.create, auth: none, body: loginLogSchema, response: z.object({ log_id: z.string() }),
  },
  'managements.list': {
    method: 'GET', path: '/api/management', subject: SUBJECTS.account.managements.list, auth: 'session', yearScoped: false,
    response: z.array(managementSchema),
  },
});
