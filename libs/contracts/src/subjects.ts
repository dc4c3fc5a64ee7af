import { ACCOUNT_SUBJECTS } from './account/subjects';

/**
 * NATS subjects. Requests are `<domain>.<resource>.<verb>`, events are
 * `<domain>.<entity>.<past-tense>`. Never write a subject inline elsewhere.
 */
export const SUBJECTS = {
  account: {
    auth: {
      signUp: 'account.auth.sign-up',
      confirmSignUp: 'account.auth.confirm-sign-up',
      resendCode: 'account.auth.resend-code',
      signIn: 'account.auth.sign-in',
      completeNewPassword: 'account.auth.complete-new-password',
      forgotPassword: 'account.auth.forgot-password',
      confirmForgotPassword: 'account.auth.confirm-forgot-password',
      refresh: 'account.auth.refresh',
      signOut: 'account.auth.sign-out',
      me: 'account.auth.me',
    },
    managements: { list: 'account.managements.list' },
    /** PUT /inasaku/account-area-pos: stores the home position, answers the area name (asks fields.geocode.reverse). */
    accounts: { updateAreaPos: 'account.accounts.update-area-pos' },
    maintenance: { get: 'account.maintenance.get', set: 'account.maintenance.set' },
    loginLogs: { create: 'account.login-logs.create' },
    outbox: { list: 'account.outbox.list' },
    ping: 'account.system.ping',
    ...ACCOUNT_SUBJECTS,
  },
  fields: {
    paddyFields: {
      list: 'fields.paddy-fields.list',
      create: 'fields.paddy-fields.create',
      update: 'fields.paddy-fields.update',
      delete: 'fields.paddy-fields.delete',
      areas: 'fields.paddy-fields.areas',
      /** NATS only: names and areas of given fields for other services */
      lookup: 'fields.paddy-fields.lookup',
      /** NATS only: names and areas of every field of the context's year, for other services' read caches */
      directory: 'fields.paddy-fields.directory',
    },
    brands: {
      list: 'fields.brands.list',
      create: 'fields.brands.create',
      update: 'fields.brands.update',
      delete: 'fields.brands.delete',
      order: 'fields.brands.order',
      createMasterData: 'fields.brands.create-master-data',
    },
    landmarks: {
      list: 'fields.landmarks.list',
      create: 'fields.landmarks.create',
      update: 'fields.landmarks.update',
      delete: 'fields.landmarks.delete',
    },
    geocode: {
      search: 'fields.geocode.search',
      /** NATS only: area name of a position */
      reverse: 'fields.geocode.reverse',
    },
    ping: 'fields.system.ping',
  },
} as const;
/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export type EventSubject = (typeof EVENTS)[keyof typeof EVENTS];

/** JetStream events. Every subject here is captured by the EVENTS stream. */
export const EVENTS = {
  accountCreated: 'account.account.created',
  accountDeleted: 'account.account.deleted',
  userDeleted: 'account.user.deleted',
  /** Sessions ended at once: sign-out, password change or reset (payload SessionsDeletedEvent); gateways refuse their access tokens. */
  sessionsDeleted: 'account.session.deleted',
  /** The home position (ホーム位置) was set or moved (payload AccountAreaPositionSetEvent); the weather service fills its cell. */
  accountAreaPositionSet: 'account.area-position.set',
  managementCreated: 'account.management.created',
  paddyFieldDeleted: 'fields.paddy-field.deleted',
  /** A new sensor alert of an account whose notify is on (payload SensorAlertMailEvent); the account service mails its users. */
  sensorAlertMail: 'water.sensor-alert.mail',
  /** A new alert or a recovery to deliver (payload the water service's own notice); its delivery step consumes it, never the judgement. */
  sensorAlertNotice: 'water.sensor-alert.notice',
  /** The account service mailed an alert (payload SensorAlertMailedEvent): how many users, for the delivery record. */
  sensorAlertMailed: 'account.sensor-alert.mailed',
  /** A sensor was deleted (payload SensorDeletedEvent, msgId `sensor.deleted:<sensor uuid>`); fields unlinks it from the account's paddy fields. */
  sensorDeleted: 'water.sensor.deleted',
} as const;


export const EVENT_STREAM = {
  name: 'EVENTS',
  subjects: Object.values(EVENTS) as string[],
} as const;

