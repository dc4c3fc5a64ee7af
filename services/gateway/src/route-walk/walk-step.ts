import type { RouteName } from '@inasaku/contracts';

/** Ids and values the walk collects from earlier answers to build later requests. */
export type WalkState = Record<string, string>;

export interface StepInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export interface WalkContext {
  /** The newest code mailed to an address. */
  codeFor(email: string): string;
  /** A request straight to a service over NATS, as an operator's script makes it. */
  call(subject: string, payload: unknown): Promise<unknown>;
}

/** Who calls: the root user who signed up, a user the root user added, or a second account. */
export type Caller = 'root' | 'member' | 'other';

/**
 * One call of the walk: a route of the table with a valid request. `keep` reads what later steps
 * need from the answer (already checked against the route's response schema, so its shape is
 * known; it is read loosely here to keep the steps short).
 */
export interface Step {
  route: RouteName;
  as?: Caller;
  input?: (s: WalkState) => StepInput;
  /** Work done before the call, with what the walk's system offers (the mail outbox, NATS). */
  prepare?: (s: WalkState, system: WalkContext) => void | Promise<void>;
  keep?: (data: any, s: WalkState) => void;
}
