import type { ShellSession } from './shell-props';
import { SHELL } from './texts';

/** Why a screen cannot be edited: a past year or a read-only plan (spec 000 §4.1). */
export function readOnlyReason(session: Pick<ShellSession, 'pastYear'>): string {
  return session.pastYear ? SHELL.pastYearNotice : SHELL.readOnlyNotice;
}
