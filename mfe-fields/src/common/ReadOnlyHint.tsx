import type { ShellSession } from '@inasaku/ui';
import { SHELL } from '@inasaku/ui';

/** Why a screen cannot be edited: a past year or a read-only plan (spec 000 §4.1). */
export function readOnlyReason(session: ShellSession): string {
  return session.pastYear ? SHELL.pastYearNotice : SHELL.readOnlyNotice;
}
