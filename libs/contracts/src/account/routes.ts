import type { HttpRoute } from '../http-routes';
import { ACCOUNT_SUBJECTS as s } from './subjects';
import { accessLogSchema, deleteAccountSchema } from './account-info';
import {
  adminCreateUserSchema, adminDeleteUserSchema, adminListUsersSchema, adminUpdateUserSchema, changePasswordSchema,
  listAccountUsersSchema,
} from './users';
import {
  createInformationSchema, deleteInformationSchema, listInformationsSchema, markInformationReadSchema,
  updateInformationSchema,
} from './informations';
import { createInquirySchema } from './inquiry';
import { subscribeSchema } from './payment';

/**
 * HTTP routes of the account domain (spec 001 §7). Every answer is `{ "data": <answer> }`; the
 * answer types are named in the comments and documented beside their schemas. Routes about the
 * account as a whole are not year-scoped; notices are (they belong to the chosen year).
 */
export function accountRoutes(): HttpRoute[] {
  const session = 'session' as const;
  return [
    // AccountInfo
    { method: 'GET', path: '/inasaku/accounts', subject: s.accountInfo.get, auth: session, yearScoped: false },
    // DeleteAccountResponse (root only)
    {
      method: 'DELETE', path: '/inasaku/signup/accounts', subject: s.accountDeletion.delete, auth: session,
      body: deleteAccountSchema, yearScoped: false,
    },
    // AccessLogResponse
    { method: 'POST', path: '/inasaku/accesslogs', subject: s.accessLogs.create, auth: session, body: accessLogSchema, yearScoped: false },
    // PagedList<AccountUser>
    { method: 'GET', path: '/inasaku/users', subject: s.users.list, auth: session, query: listAccountUsersSchema, yearScoped: false },
    // AdminListUsersResponse
    { method: 'GET', path: '/listUsers', subject: s.users.adminList, auth: session, query: adminListUsersSchema, yearScoped: false },
    // AdminCreateUserResponse (root only)
    { method: 'POST', path: '/adminCreateUser', subject: s.users.adminCreate, auth: session, body: adminCreateUserSchema, yearScoped: false },
    // AdminUpdateUserResponse (root, or own record)
    { method: 'POST', path: '/adminUpdateUser', subject: s.users.adminUpdate, auth: session, body: adminUpdateUserSchema, yearScoped: false },
    // AdminDeleteUserResponse (root only, not oneself)
    { method: 'POST', path: '/adminDeleteUser', subject: s.users.adminDelete, auth: session, body: adminDeleteUserSchema, yearScoped: false },
    // { changed: true }
    {
      method: 'POST', path: '/auth/change-password', subject: s.personal.changePassword, auth: session,
      body: changePasswordSchema, yearScoped: false,
    },
    // PagedList<Information>
    { method: 'GET', path: '/api/informations', subject: s.informations.list, auth: session, query: listInformationsSchema },
    // Information
    { method: 'POST', path: '/api/informations', subject: s.informations.create, auth: session, body: createInformationSchema },
    // Information (author only)
    { method: 'PUT', path: '/api/informations', subject: s.informations.update, auth: session, body: updateInformationSchema },
    // DeleteInformationResponse (author only)
    { method: 'DELETE', path: '/api/informations', subject: s.informations.delete, auth: session, body: deleteInformationSchema },
    // MarkInformationReadResponse
    {
      method: 'PUT', path: '/api/informations/read', subject: s.informations.markRead, auth: session,
      body: markInformationReadSchema, yearScoped: false,
    },
    // CreateInquiryResponse
    { method: 'POST', path: '/api/inquiry', subject: s.inquiries.create, auth: session, body: createInquirySchema, yearScoped: false },
    // PaymentStatusResponse
    { method: 'POST', path: '/api/payment/login', subject: s.payment.login, auth: session, yearScoped: false },
    // PaymentResponse (root only)
    { method: 'POST', path: '/api/payment', subject: s.payment.subscribe, auth: session, body: subscribeSchema, yearScoped: false },
    // CancelPaymentResponse (root only)
    { method: 'DELETE', path: '/api/payment', subject: s.payment.cancel, auth: session, yearScoped: false },
  ];
}
