import { SUBJECTS, type AdminCreateUserResponse, type CurrentUser, type Management, type RequestContext, type SignInResult } from '@inasaku/contracts';
import { testContext } from '@inasaku/testing';
import { signedInUser, type AccountHarness } from './harness';

export interface Farm {
  user: CurrentUser;
  accountId: string;
  managementId: string;
  /** The root user's context in the current year, as the gateway builds it. */
  context(overrides?: Partial<RequestContext>): RequestContext;
}

export interface Member {
  user: CurrentUser;
  context(overrides?: Partial<RequestContext>): RequestContext;
}

/** A signed-up, signed-in root user with their account and current year. */
export async function newFarm(h: AccountHarness, email: string): Promise<Farm> {
  const { user } = await signedInUser(h, email);
  const base = { accountId: user.account_id, userId: user.user_id, isRootUser: true, planType: 1 };
  const [current] = await h.client.call<Management[]>(SUBJECTS.account.managements.list, {}, testContext(base));
  return {
    user,
    accountId: user.account_id,
    managementId: current.management_id,
    context: (overrides = {}) => testContext({ ...base, managementId: current.management_id, ...overrides }),
  };
}

export const TEMPORARY_PASSWORD = 'Temp1234X';

/** A user the root user added, who signed in with the temporary password and chose a new one. */
export async function addMember(h: AccountHarness, farm: Farm, email: string, displayName = 'メンバー'): Promise<Member> {
  await h.client.call<AdminCreateUserResponse>(
    SUBJECTS.account.users.adminCreate, { email, displayName, temporaryPassword: TEMPORARY_PASSWORD }, farm.context(),
  );
  const first = await h.client.call<SignInResult>(SUBJECTS.account.auth.signIn, { email, password: TEMPORARY_PASSWORD });
  if (first.status !== 'NEW_PASSWORD_REQUIRED') throw new Error('expected NEW_PASSWORD_REQUIRED');
  const done = await h.client.call<SignInResult>(SUBJECTS.account.auth.completeNewPassword, { challenge: first.challenge, new_password: 'Member123' });
  if (done.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
  const user = done.user;
  return {
    user,
    context: (overrides = {}) =>
      testContext({ accountId: user.account_id, userId: user.user_id, isRootUser: false, planType: 1, managementId: farm.managementId, ...overrides }),
  };
}

/** Moves the account's free period end into the past (an expired free plan as stored). */
export async function expireFreePeriod(h: AccountHarness, accountId: string): Promise<void> {
  await h.sql(`UPDATE account.accounts SET paying_end_datetime = now() - interval '1 day' WHERE account_id = $1`, [accountId]);
}
