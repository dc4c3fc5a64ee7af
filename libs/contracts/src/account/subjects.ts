/**
 * NATS subjects of the account screens (years, plans, users, notices, inquiry,
 * paid plan, account deletion). Spread into `SUBJECTS.account`, so callers write
 * `SUBJECTS.account.informations.list`. Keys must not collide with the ones declared in
 * ../subjects.ts (auth, managements, accounts, maintenance, loginLogs, outbox, ping).
 */
export const ACCOUNT_SUBJECTS = {
  /** GET /inasaku/accounts: the signed-in account (plan, display mode, home position). */
  accountInfo: { get: 'account.accounts.get' },
  /** NATS only (npm run water-feature): the operator switches an account's water feature and admin flag. */
  features: { set: 'account.accounts.set-features' },
  /** DELETE /inasaku/signup/accounts: root only; publishes EVENTS.accountDeleted. */
  accountDeletion: { delete: 'account.accounts.delete' },
  /** POST /inasaku/accesslogs */
  accessLogs: { create: 'account.access-logs.create' },
  users: {
    /** GET /inasaku/users (paged, 'see more') */
    list: 'account.users.list',
    /** GET /listUsers (Cognito-shaped) */
    adminList: 'account.users.admin-list',
    /** POST /adminCreateUser (root only) */
    adminCreate: 'account.users.admin-create',
    /** POST /adminUpdateUser (root, or the user's own record) */
    adminUpdate: 'account.users.admin-update',
    /** POST /adminDeleteUser (root only, never oneself) */
    adminDelete: 'account.users.admin-delete',
  },
  /** POST /auth/change-password (personal settings) */
  personal: { changePassword: 'account.personal.change-password' },
  /** /api/informations (お知らせ) */
  informations: {
    list: 'account.informations.list',
    create: 'account.informations.create',
    update: 'account.informations.update',
    delete: 'account.informations.delete',
    /** PUT /api/informations/read */
    markRead: 'account.informations.mark-read',
  },
  /** POST /api/inquiry */
  inquiries: { create: 'account.inquiries.create' },
  payment: {
    /** POST /api/payment */
    subscribe: 'account.payment.subscribe',
    /** DELETE /api/payment */
    cancel: 'account.payment.cancel',
    /** POST /api/payment/login: state of the paid-plan page for the signed-in user */
    login: 'account.payment.login',
  },
} as const;
