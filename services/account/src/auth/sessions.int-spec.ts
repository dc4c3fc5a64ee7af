import jwt from 'jsonwebtoken';
import { EVENTS, SUBJECTS, type AccessTokenClaims, type SessionsDeletedEvent, type SignInResult } from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { signedInUser, startAccountService } from '../test/harness';

const auth = SUBJECTS.account.auth;
type SignedIn = Extract<SignInResult, { status: 'SIGNED_IN' }>;

describe('refresh tokens', () => {
  const h = suiteHarness(startAccountService);

  const refresh = (token: string) => h.client.call<SignedIn>(auth.refresh, { refresh_token: token });
  const refreshError = (token: string) => h.client.callError(auth.refresh, { refresh_token: token });
  const sessionExpired = { statusCode: 401, code: 'UNAUTHORIZED', message: 'セッションの有効期限が切れました。再度ログインしてください。' };

  it('rotates: a refresh revokes the presented token and issues a new one in the same family', async () => {
    const first = await signedInUser(h, 'jiro@example.com');
    const second = await refresh(first.session.refresh_token);
    expect(second.status).toBe('SIGNED_IN');
    expect(second.user).toEqual(first.user);
    expect(second.session.refresh_token).not.toBe(first.session.refresh_token);
    expect(second.session.access_token).toEqual(expect.any(String));

    const rows = await h.sql<{ family_id: string; revoked: boolean; replaced_by: string | null; session_id: string }>(
      'SELECT session_id, family_id, revoked_at IS NOT NULL AS revoked, replaced_by FROM account.sessions ORDER BY created_at',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].family_id).toBe(rows[1].family_id);
    expect(rows[0]).toMatchObject({ revoked: true, replaced_by: rows[1].session_id });
    expect(rows[1]).toMatchObject({ revoked: false, replaced_by: null });

    const third = await refresh(second.session.refresh_token);
    expect(third.status).toBe('SIGNED_IN');
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const first = await signedInUser(h, 'jiro@example.com');
    const second = await refresh(first.session.refresh_token);
    expect(await refreshError(first.session.refresh_token)).toEqual(sessionExpired);
    // The legitimate successor is dead too: whoever holds it must sign in again.
    expect(await refreshError(second.session.refresh_token)).toEqual(sessionExpired);
    expect(await h.sql('SELECT 1 FROM account.sessions WHERE revoked_at IS NULL')).toHaveLength(0);
  });

  it('keeps other sign-ins (families) of the same user alive on reuse', async () => {
    const first = await signedInUser(h, 'jiro@example.com');
    const other = await h.client.call<SignedIn>(auth.signIn, { email: 'jiro@example.com', password: 'Passw0rd' });
    await refresh(first.session.refresh_token);
    await refreshError(first.session.refresh_token);
    expect((await refresh(other.session.refresh_token)).status).toBe('SIGNED_IN');
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect(await refreshError('not-a-token')).toEqual(sessionExpired);
    const first = await signedInUser(h, 'jiro@example.com');
    await h.sql(`UPDATE account.sessions SET expires_at = now() - interval '1 second'`);
    expect(await refreshError(first.session.refresh_token)).toEqual(sessionExpired);
  });

  it('sign-out revokes the refresh token; without a token it still succeeds', async () => {
    const first = await signedInUser(h, 'jiro@example.com');
    await expect(h.client.call(auth.signOut, { refresh_token: first.session.refresh_token })).resolves.toEqual({ signed_out: true });
    expect(await refreshError(first.session.refresh_token)).toEqual(sessionExpired);
    await expect(h.client.call(auth.signOut, {})).resolves.toEqual({ signed_out: true });
  });

  it('sign-out ends that sign-in at once: account.session.deleted names its sid, other sign-ins stay', async () => {
    const first = await signedInUser(h, 'jiro@example.com');
    const other = await h.client.call<SignedIn>(auth.signIn, { email: 'jiro@example.com', password: 'Passw0rd' });
    const sidOf = (token: string) => (jwt.decode(token) as AccessTokenClaims).sid;
    const sid = sidOf(first.session.access_token);
    expect(sid).toEqual(expect.any(String));
    // A refresh keeps the sign-in: the successor token carries the same sid.
    const refreshed = await refresh(first.session.refresh_token);
    expect(sidOf(refreshed.session.access_token)).toBe(sid);
    expect(sidOf(other.session.access_token)).not.toBe(sid);

    const fromSeq = await streamLastSeq(h.client.nc);
    await h.client.call(auth.signOut, { refresh_token: refreshed.session.refresh_token });
    const events = await readEvents<SessionsDeletedEvent>(h.client.nc, EVENTS.sessionsDeleted, fromSeq);
    expect(events.map((e) => e.data)).toEqual([
      { account_id: first.user.account_id, user_id: first.user.user_id, session_ids: [sid], deleted_at: expect.any(String) },
    ]);
    expect((await refresh(other.session.refresh_token)).status).toBe('SIGNED_IN');
  });

  it('requires the refresh token in the payload', async () => {
    expect(await h.client.callError(auth.refresh, {})).toMatchObject({ statusCode: 400, field: 'refresh_token' });
  });
});
