import { z } from 'zod';
import { defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { ACCOUNT_SUBJECTS as s } from './subjects';
import { accessLogResponseSchema, accessLogSchema, accountInfoSchema, deleteAccountResponseSchema, deleteAccountSchema } from './account-info';
import {
  accountUserSchema, adminCreateUserResponseSchema, adminCreateUserSchema, adminDeleteUserResponseSchema, adminDeleteUserSchema,
  adminListUsersResponseSchema, adminListUsersSchema, adminUpdateUserResponseSchema, adminUpdateUserSchema, changePasswordSchema,
  listAccountUsersSchema, PERSONAL_ERROR_CODES,
} from './users';
import {
  createInformationSchema, deleteInformationResponseSchema, deleteInformationSchema, informationSchema, listInformationsSchema,
  markInformationReadResponseSchema, markInformationReadSchema, updateInformationSchema,
} from './informations';
import { createInquiryResponseSchema, createInquirySchema } from './inquiry';
import {
  PAYMENT_ERROR_CODES, cancelPaymentResponseSchema, paymentResponseSchema, paymentStatusResponseSchema, subscribeSchema,
} from './payment';
import { pagedListSchema } from './paging';

const session = 'session' as const;

/**
 * HTTP routes of the account domain (spec 001 §7). Every answer is `{ "data": <response> }`.
 * Routes about the account as a whole are not year-scoped; notices are (they belong to the
 * chosen year).
 */
export const ACCOUNT_ROUTES = defineRoutes({
  'accountInfo.get': { method: 'GET', path: '/inasaku/accounts', subject: s.accountInfo.get, auth: session, yearScoped: false, response: accountInfoSchema },
  /** root only */
  'account.delete': {
    method: 'DELETE', path: '/inasaku/signup/accounts', subject: s.accountDeletion.delete, auth: session,
    body: deleteAccountSchema, yearScoped: false, errors: [ERROR_CODES.forbidden], response: deleteAccountResponseSchema,
  },
  'accessLogs.create': {
    method: 'POST', path: '/inasaku/accesslogs', subject: s.accessLogs.create, auth: session, body: accessLogSchema, yearScoped: false,
    response: accessLogResponseSchema,
  },
  'users.list': {
    method: 'GET', path: '/inasaku/users', subject: s.users.list, auth: session, query: listAccountUsersSchema, yearScoped: false,
    response: pagedListSchema(accountUserSchema),
  },
  'users.adminList': {
    method: 'GET', path: '/listUsers', subject: s.users.adminList, auth: session, query: adminListUsersSchema, yearScoped: false,
    response: adminListUsersResponseSchema,
  },
  /** root only */
  'users.adminCreate': {
    method: 'POST', path: '/adminCreateUser', subject: s.users.adminCreate, auth: session, body: adminCreateUserSchema, yearScoped: false,
    errors: [ERROR_CODES.forbidden, ERROR_CODES.userExists], response: adminCreateUserResponseSchema,
  },
  /** root, or one's own record */
  'users.adminUpdate': {
    method: 'POST', path: '/adminUpdateUser', subject: s.users.adminUpdate, auth: session, body: adminUpdateUserSchema, yearScoped: false,
    errors: [ERROR_CODES.forbidden, ERROR_CODES.notFound, ERROR_CODES.userExists], response: adminUpdateUserResponseSchema,
  },
  /** root only, not oneself */
  'users.adminDelete': {
    method: 'POST', path: '/adminDeleteUser', subject: s.users.adminDelete, auth: session, body: adminDeleteUserSchema, yearScoped: false,
    errors: [ERROR_CODES.forbidden, ERROR_CODES.notFound], response: adminDeleteUserResponseSchema,
  },
  'personal.changePassword': {
    method: 'POST', path: '/auth/change-password', subject: s.personal.changePassword, auth: session,
    body: changePasswordSchema, yearScoped: false, errors: [PERSONAL_ERROR_CODES.wrongCurrentPassword, ERROR_CODES.limitExceeded], response: z.object({ changed: z.literal(true) }),
  },
  'informations.list': {
    method: 'GET', path: '/api/informations', subject: s.informations.list, auth: session, query: listInformationsSchema, response: pagedListSchema(informationSchema),
  },
  'informations.create': {
    method: 'POST', path: '/api/informations', subject: s.informations.create, auth: session, body: createInformationSchema, response: informationSchema,
  },
  /** author only */
  'informations.update': {
    method: 'PUT', path: '/api/informations', subject: s.informations.update, auth: session, body: updateInformationSchema, errors: [ERROR_CODES.forbidden, ERROR_CODES.notFound], response: informationSchema,
  },
  /** author only */
  'informations.delete': {
    method: 'DELETE', path: '/api/informations', subject: s.informations.delete, auth: session, body: deleteInformationSchema, errors: [ERROR_CODES.forbidden, ERROR_CODES.notFound], response: deleteInformationResponseSchema,
  },
  'informations.markRead': {
    method: 'PUT', path: '/api/informations/read', subject: s.informations.markRead, auth: session,
    body: markInformationReadSchema, yearScoped: false, errors: [ERROR_CODES.notFound], response: markInformationReadResponseSchema,
  },
  'inquiries.create': {
    method: 'POST', path: '/api/inquiry', subject: s.inquiries.create, auth: session, body: createInquirySchema, yearScoped: false,
    errors: [ERROR_CODES.tooManyRequests], response: createInquiryResponseSchema,
  },
  'payment.login': { method: 'POST', path: '/api/payment/login', subject: s.payment.login, auth: session, yearScoped: false, response: paymentStatusResponseSchema },
  /** root only */
  'payment.subscribe': {
    method: 'POST', path: '/api/payment', subject: s.payment.subscribe, auth: session, body: subscribeSchema, yearScoped: false, errors: [PAYMENT_ERROR_CODES.notRoot, PAYMENT_ERROR_CODES.cardReadFailed, PAYMENT_ERROR_CODES.failed], response: paymentResponseSchema,
  },
  /** root only */
  'payment.cancel': { method: 'DELETE', path: '/api/payment', subject: s.payment.cancel, auth: session, yearScoped: false, errors: [PAYMENT_ERROR_CODES.notRoot, ERROR_CODES.notFound], response: cancelPaymentResponseSchema },
});
