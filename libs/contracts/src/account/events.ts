/**
 * Payloads of the account domain's JetStream events (subjects in EVENTS of ../subjects.ts).
 * Consumers must be idempotent: the outbox may publish twice and JetStream redelivers until
 * a handler succeeds.
 */

/**
 * EVENTS.managementCreated ('account.management.created'): a new management year (営農年度)
 * started for an account (1 January, Asia/Tokyo). Published once per year and account, msgId
 * `management.created:<management_id>`. Not published for an account's first year (that one
 * comes with EVENTS.accountCreated). The fields service copies the paddy fields and brands of
 * `previous_management_id` into `management_id`, once.
 */
export interface ManagementCreatedEvent {
  account_id: string;
  management_id: string;
  /** The newest year before this one (not necessarily the calendar year before, if years were skipped). */
  previous_management_id: string;
  /** ISO 8601 with +09:00, always 'YYYY-01-01T00:00:00+09:00' */
  start_datetime: string;
}

/**
 * EVENTS.accountDeleted ('account.account.deleted'): the root user deleted the account.
 * msgId `account.deleted:<account_id>`. Every service removes every row of the account.
 */
export interface AccountDeletedEvent {
  account_id: string;
  /** ISO 8601 */
  deleted_at: string;
  /**
   * Every management year the account had: its uploaded images live under `<management_id>/` in
   * the blob store, which the gateway empties (absent in events published before it was added).
   */
  management_ids?: string[];
}

/**
 * EVENTS.userDeleted ('account.user.deleted'): the root user deleted a user of the account.
 * msgId `user.deleted:<user_id>`. The user's refresh tokens are gone with the user; the gateway
 * also refuses the user's access tokens from then on instead of until they expire.
 */
export interface UserDeletedEvent {
  account_id: string;
  user_id: string;
  /** ISO 8601 */
  deleted_at: string;
}

/**
 * EVENTS.sessionsDeleted ('account.session.deleted'): sign-in sessions that ended before their
 * access tokens expire: the one signed out, or every other session of a user who changed the
 * password (every session after a password reset). `session_ids` are the `sid` claims of the
 * access tokens; every gateway refuses them from then on. msgId `sessions.deleted:<event_id>`.
 */
export interface SessionsDeletedEvent {
  account_id: string | null;
  user_id: string;
  session_ids: string[];
  /** ISO 8601 */
  deleted_at: string;
}

export function sessionsDeletedMsgId(eventId: string): string {
  return `sessions.deleted:${eventId}`;
}

export function managementCreatedMsgId(managementId: string): string {
  return `management.created:${managementId}`;
}

export function accountDeletedMsgId(accountId: string): string {
  return `account.deleted:${accountId}`;
}

export function userDeletedMsgId(userId: string): string {
  return `user.deleted:${userId}`;
}

/**
 * EVENTS.accountAreaPositionSet ('account.area-position.set'): the account's home position
 * (ホーム位置) was set or moved (PUT /inasaku/account-area-pos). msgId
 * `area-position.set:<account_id>:<set_at in ms>` (one per change; moving back to an earlier
 * position is a new event). The weather service files the account under the
 * position's grid cell and fills a new cell's history.
 */
export interface AccountAreaPositionSetEvent {
  account_id: string;
  latitude: number;
  longitude: number;
  /** ISO 8601 */
  set_at: string;
}

export function accountAreaPositionSetMsgId(accountId: string, setAt: Date): string {
  return `area-position.set:${accountId}:${setAt.getTime()}`;
}
