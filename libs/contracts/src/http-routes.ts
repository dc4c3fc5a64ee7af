import type { ZodType } from 'zod';
import { SUBJECTS } from './subjects';
import {
  signUpSchema, confirmSignUpSchema, resendCodeSchema, signInSchema, completeNewPasswordSchema,
  forgotPasswordSchema, confirmForgotPasswordSchema,
} from './auth';
import { loginLogSchema } from './system';
import {
  listPaddyFieldsSchema, createPaddyFieldsSchema, updatePaddyFieldSchema, deletePaddyFieldsSchema, paddyFieldAreasSchema,
  listBrandsSchema, createBrandSchema, updateBrandSchema, deleteBrandSchema, orderBrandsSchema,
  createLandmarkSchema, updateLandmarkSchema, deleteLandmarkSchema, geocodeSearchSchema, accountAreaPosSchema,
} from './fields';
import { fieldsBoundaryRoutes } from './fields/routes';
import { worksRoutes } from './works/routes';
import { reportsRoutes } from './reports/routes';
import { accountRoutes } from './account/routes';
import { waterRoutes } from './water/routes';
import { weatherRoutes } from './weather/routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP endpoint of the gateway. The gateway holds no domain logic: it validates
 * `body`/`query` with these schemas, builds the request context and forwards to `subject`.
 */
export interface HttpRoute {
  method: HttpMethod;
  /** Express-style path; `:name` params are merged into the payload. */
  path: string;
  subject: string;
  /** 'session' needs a valid access token; 'none' is public. */
  auth: 'none' | 'session';
  body?: ZodType;
  query?: ZodType;
  /** 'set': the reply carries `session` tokens to move into cookies; 'clear': drop the cookies. */
  session?: 'set' | 'clear';
  /** Inject the refresh-token cookie into the payload as `refresh_token`. */
  withRefreshCookie?: boolean;
  /**
   * Session routes work on one management year: the gateway settles `context.managementId`
   * (the requested one if it is the account's, else the newest) and `context.pastYear`.
   * false for routes that are not about a year.
   */
  yearScoped?: boolean;
}

const auth = SUBJECTS.account.auth;

export const HTTP_ROUTES: HttpRoute[] = [
  { method: 'POST', path: '/auth/sign-up', subject: auth.signUp, auth: 'none', body: signUpSchema },
  { method: 'POST', path: '/auth/confirm-sign-up', subject: auth.confirmSignUp, auth: 'none', body: confirmSignUpSchema },
  { method: 'POST', path: '/auth/resend-code', subject: auth.resendCode, auth: 'none', body: resendCodeSchema },
  { method: 'POST', path: '/auth/sign-in', subject: auth.signIn, auth: 'none', body: signInSchema, session: 'set' },
  {
    method: 'POST', path: '/auth/complete-new-password', subject: auth.completeNewPassword, auth: 'none',
    body: completeNewPasswordSchema, session: 'set',
  },
  { method: 'POST', path: '/auth/forgot-password', subject: auth.forgotPassword, auth: 'none', body: forgotPasswordSchema },
  {
    method: 'POST', path: '/auth/confirm-forgot-password', subject: auth.confirmForgotPassword, auth: 'none',
    body: confirmForgotPasswordSchema,
  },
  { method: 'POST', path: '/auth/refresh', subject: auth.refresh, auth: 'none', session: 'set', withRefreshCookie: true },
  { method: 'POST', path: '/auth/sign-out', subject: auth.signOut, auth: 'none', session: 'clear', withRefreshCookie: true },
  { method: 'GET', path: '/auth/me', subject: auth.me, auth: 'session', yearScoped: false },
  { method: 'GET', path: '/maintenance', subject: SUBJECTS.account.maintenance.get, auth: 'none' },
  { method: 'POST', path: '/smart/loginlog', subject: SUBJECTS.account.loginLogs.create, auth: 'none', body: loginLogSchema },
  { method: 'GET', path: '/api/management', subject: SUBJECTS.account.managements.list, auth: 'session', yearScoped: false },
  // Fields domain (spec 001 §7). Shapes and answers: libs/contracts/src/fields.
  ...fieldsRoutes(),
  ...fieldsBoundaryRoutes(),
  ...worksRoutes(),
  ...accountRoutes(),
  ...waterRoutes(),
  ...weatherRoutes(),
  ...reportsRoutes(),
];

function fieldsRoutes(): HttpRoute[] {
  const f = SUBJECTS.fields;
  const session = 'session' as const;
  return [
    { method: 'GET', path: '/inasaku/paddy-fields', subject: f.paddyFields.list, auth: session, query: listPaddyFieldsSchema },
    { method: 'POST', path: '/inasaku/paddy-fields', subject: f.paddyFields.create, auth: session, body: createPaddyFieldsSchema },
    { method: 'PUT', path: '/inasaku/paddy-fields', subject: f.paddyFields.update, auth: session, body: updatePaddyFieldSchema },
    { method: 'DELETE', path: '/inasaku/paddy-fields', subject: f.paddyFields.delete, auth: session, body: deletePaddyFieldsSchema },
    { method: 'GET', path: '/inasaku/paddy-field-areas', subject: f.paddyFields.areas, auth: session, query: paddyFieldAreasSchema },
    { method: 'GET', path: '/inasaku/brands', subject: f.brands.list, auth: session, query: listBrandsSchema },
    { method: 'POST', path: '/inasaku/brands', subject: f.brands.create, auth: session, body: createBrandSchema },
    { method: 'PUT', path: '/inasaku/brands', subject: f.brands.update, auth: session, body: updateBrandSchema },
    { method: 'DELETE', path: '/inasaku/brands', subject: f.brands.delete, auth: session, body: deleteBrandSchema },
    { method: 'POST', path: '/inasaku/brands/order', subject: f.brands.order, auth: session, body: orderBrandsSchema },
    {
      method: 'GET', path: '/inasaku/create-brand-master-data', subject: f.brands.createMasterData, auth: session,
      query: listBrandsSchema,
    },
    // Landmarks and the home position are account-wide, but stay year-scoped so that a past year
    // chosen in the selector (management_id sent) makes them read-only as the menu does.
    { method: 'GET', path: '/inasaku/landmarks', subject: f.landmarks.list, auth: session },
    { method: 'POST', path: '/inasaku/landmarks', subject: f.landmarks.create, auth: session, body: createLandmarkSchema },
    { method: 'PUT', path: '/inasaku/landmarks', subject: f.landmarks.update, auth: session, body: updateLandmarkSchema },
    { method: 'DELETE', path: '/inasaku/landmarks', subject: f.landmarks.delete, auth: session, body: deleteLandmarkSchema },
    {
      method: 'PUT', path: '/inasaku/account-area-pos', subject: SUBJECTS.account.accounts.updateAreaPos, auth: session,
      body: accountAreaPosSchema,
    },
    {
      method: 'GET', path: '/inasaku/geocode', subject: f.geocode.search, auth: session, query: geocodeSearchSchema,
      yearScoped: false,
    },
  ];
}
