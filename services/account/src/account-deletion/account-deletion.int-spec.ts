import { EVENTS, SUBJECTS, type AccountDeletedEvent, type SignInResult } from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { signedInUser, startAccountService } from '../test/harness';
import { addMember, expireFreePeriod, newFarm, type Farm } from '../test/farm';

const remove = SUBJECTS.account.accountDeletion.delete;

describe('delete account (DELETE /inasaku/signup/accounts)', () => {
  const h = suiteHarness(startAccountService);

  /** Every table of the account schema with an account_id column, found at run time. */
  async function accountTables(): Promise<string[]> {
    const rows = await h.sql<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'account' AND c.column_name = 'account_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
    );
    return rows.map((r) => r.table_name);
  }
  async function rowsOf(accountId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await accountTables()) {
      const [row] = await h.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account."${table}" WHERE account_id = $1`, [accountId]);
      counts[table] = row.n;
    }
    return counts;
  }

  /** A farm that used every feature, so every table holds something of it. */
  async function busyFarm(email: string): Promise<{ farm: Farm; refreshToken: string }> {
    const farm = await newFarm(h, email);
    const member = await addMember(h, farm, `member.${email}`, '次郎');
    const notice = await h.client.call<{ information_id: string }>(SUBJECTS.account.informations.create, { title: 'お知らせ' }, farm.context());
    await h.client.call(SUBJECTS.account.informations.markRead, { information_id: notice.information_id }, member.context());
    await h.client.call(SUBJECTS.account.accessLogs.create, { menu: '01', ope: '0' }, farm.context());
    await h.client.call(SUBJECTS.account.inquiries.create, { comment: '質問' }, farm.context());
    await h.client.call(SUBJECTS.account.loginLogs.create, { ope: '6', addr: email }, farm.context());
    await h.client.call(SUBJECTS.account.loginLogs.create, { ope: '7', addr: email, errcode: 'NotAuthorized' });
    await h.client.call(SUBJECTS.account.payment.subscribe, { card_token: 'tok_sandbox_success' }, farm.context());
    // A write's Idempotency-Key with its kept answer (service-kit IdempotentWrites), as a retried write leaves.
    await h.sql(`INSERT INTO account.idempotency_keys (account_id, user_id, key, subject, request_hash, response)
      VALUES ($1, 'user', 'key-' || $1, 'subject', 'hash', '{"value":null}')`, [farm.accountId]);
    // A second year, as after a new year.
    await h.sql(`UPDATE account.managements SET year = year - 1, start_datetime = start_datetime - interval '1 year' WHERE account_id = $1`, [farm.accountId]);
    await h.client.call(SUBJECTS.account.managements.list, {}, farm.context());
    const session = await h.client.call<SignInResult>(SUBJECTS.account.auth.signIn, { email, password: 'Passw0rd' });
    if (session.status !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
    return { farm, refreshToken: session.session.refresh_token };
  }

  it('leaves no row of the account in any table, keeps other accounts, and announces it', async () => {
    const { farm, refreshToken } = await busyFarm('gone@example.com');
    const { farm: other } = await busyFarm('stays@example.com');
    const before = await rowsOf(farm.accountId);
    // The fixture really touched every table, so "0 after" means something.
    for (const [table, n] of Object.entries(before)) expect({ table, filled: n > 0 }).toEqual({ table, filled: true });
    const otherBefore = await rowsOf(other.accountId);
    const seq = await streamLastSeq(h.client.nc);

    expect(await h.client.call(remove, { comment: '離農するため' }, farm.context())).toEqual({ account_id: farm.accountId, deleted: true });

    for (const count of Object.values(await rowsOf(farm.accountId))) expect(count).toBe(0);
    expect(await rowsOf(other.accountId)).toEqual(otherBefore);
    // Rows that name the people rather than the account: sessions, codes, logs by address.
    expect(await h.sql(`SELECT 1 FROM account.sessions s WHERE NOT EXISTS (SELECT 1 FROM account.users u WHERE u.user_id = s.user_id)`)).toEqual([]);
    expect(await h.sql(`SELECT email FROM account.verification_codes WHERE email LIKE '%gone@example.com'`)).toEqual([]);
    expect(await h.sql(`SELECT addr FROM account.login_logs WHERE addr = 'gone@example.com'`)).toEqual([]);
    expect(await h.sql(`SELECT 1 FROM account.event_outbox WHERE data->>'account_id' = $1 AND subject <> $2`, [farm.accountId, EVENTS.accountDeleted]))
      .toEqual([]);
    // The reason is kept, without anything that points back to the account.
    expect(await h.sql('SELECT comment, plan_type, user_count FROM account.account_closures')).toEqual([
      { comment: '離農するため', plan_type: 3, user_count: 2 },
    ]);

    const events = await readEvents<AccountDeletedEvent>(h.client.nc, EVENTS.accountDeleted, seq);
    expect(events).toEqual([
      expect.objectContaining({ msgId: `account.deleted:${farm.accountId}`, data: { account_id: farm.accountId, deleted_at: expect.any(String), management_ids: expect.arrayContaining([farm.managementId]) } }),
    ]);

    // Signed out everywhere; the old token finds no account.
    expect((await h.client.callError(SUBJECTS.account.auth.refresh, { refresh_token: refreshToken })).statusCode).toBe(401);
    expect((await h.client.callError(SUBJECTS.account.auth.me, {}, farm.context())).statusCode).toBe(401);
    expect((await h.client.callError(remove, {}, farm.context())).statusCode).toBe(401);
  });

  it('frees the e-mail address: the same person can sign up again and gets a new account', async () => {
    const { farm } = await busyFarm('again@example.com');
    await h.client.call(remove, {}, farm.context());
    const { user } = await signedInUser(h, 'again@example.com', 'Passw0rd');
    expect(user.account_id).not.toBe(farm.accountId);
    expect(user.is_root_user).toBe(true);
  });

  it('is for the root user only, and open to an expired account', async () => {
    const farm = await newFarm(h, 'root@example.com');
    const member = await addMember(h, farm, 'member@example.com');
    expect(await h.client.callError(remove, { comment: 'x' }, member.context())).toEqual({
      statusCode: 403, code: 'FORBIDDEN', message: 'アカウントを削除できるのはアカウントを作成したユーザーのみです。',
    });
    expect(await h.client.callError(remove, {}, member.context({ isRootUser: true }))).toMatchObject({ statusCode: 403 });
    expect(await h.sql('SELECT 1 FROM account.accounts')).toHaveLength(1);

    await expireFreePeriod(h, farm.accountId);
    await h.client.call(remove, { comment: '' }, farm.context({ planType: 2, pastYear: true }));
    expect(await h.sql('SELECT 1 FROM account.accounts')).toHaveLength(0);
    expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(0);
  });

  it('checks the reason length', async () => {
    const farm = await newFarm(h, 'long@example.com');
    expect(await h.client.callError(remove, { comment: 'あ'.repeat(1001) }, farm.context())).toMatchObject({ statusCode: 400, field: 'comment' });
    expect(await h.sql('SELECT 1 FROM account.accounts')).toHaveLength(1);
  });
});
