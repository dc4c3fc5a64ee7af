import {
  EVENTS, SUBJECTS, type AccountUser, type UserDeletedEvent, type AdminCreateUserResponse, type AdminListUsersResponse, type AdminUpdateUserResponse, type PagedList,
  type SignInResult,
} from '@inasaku/contracts';
import { latestMailTo, readEvents, streamLastSeq, suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { addMember, expireFreePeriod, newFarm, type Farm } from '../test/farm';

const u = SUBJECTS.account.users;
const auth = SUBJECTS.account.auth;
const READ_ONLY = { statusCode: 403, code: 'FORBIDDEN', message: 'ご利用期間が終了しているため、データを変更できません。' };

describe('users', () => {
  let farm: Farm;

  const h = suiteHarness(startAccountService);
  beforeEach(async () => {
    farm = await newFarm(h, 'root@example.com');
  });

  const attr = (user: { Attributes: { Name: string; Value: string }[] }, name: string) => user.Attributes.find((a) => a.Name === name)?.Value;

  describe('POST /adminCreateUser', () => {
    it('mails a generated temporary password that must be replaced at the first sign-in', async () => {
      const created = await h.client.call<AdminCreateUserResponse>(
        u.adminCreate, { username: 'ignored', email: 'Hanako@Example.com', displayName: '花子', color: '#64b5f6' }, farm.context(),
      );
      expect(created.User).toMatchObject({ Username: 'hanako@example.com', UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true });
      expect(attr(created.User, 'custom:display_name')).toBe('花子');
      expect(attr(created.User, 'custom:color')).toBe('#64B5F6');
      expect(attr(created.User, 'custom:account_id')).toBe(farm.accountId);

      const mail = latestMailTo(h.outboxDir, 'hanako@example.com')!;
      expect(mail.subject).toBe('【稲作】ユーザー登録のお知らせ');
      const password = /仮パスワード: (\S+)/.exec(mail.text)![1];
      const first = await h.client.call<SignInResult>(auth.signIn, { email: 'hanako@example.com', password });
      expect(first.status).toBe('NEW_PASSWORD_REQUIRED');
      if (first.status !== 'NEW_PASSWORD_REQUIRED') return;
      const done = await h.client.call<SignInResult>(auth.completeNewPassword, { challenge: first.challenge, new_password: 'Hanako123' });
      expect(done).toMatchObject({ status: 'SIGNED_IN', user: { account_id: farm.accountId, is_root_user: false, display_name: '花子' } });
    });

    it('accepts a temporary password for 7 days only, as the mail says', async () => {
      await h.client.call(u.adminCreate, { email: 'late@example.com', displayName: '遅子', temporaryPassword: 'Late12345' }, farm.context());
      expect(latestMailTo(h.outboxDir, 'late@example.com')!.text).toContain('仮パスワードの有効期限は7日間です。');
      await h.sql(`UPDATE account.users SET created_at = now() - interval '7 days 1 minute' WHERE email = 'late@example.com'`);
      expect(await h.client.callError(auth.signIn, { email: 'late@example.com', password: 'Late12345' })).toMatchObject({
        statusCode: 401, message: 'メールアドレスまたはパスワードが間違っています。',
      });
      await h.sql(`UPDATE account.users SET created_at = now() - interval '6 days 23 hours' WHERE email = 'late@example.com'`);
      expect((await h.client.call<SignInResult>(auth.signIn, { email: 'late@example.com', password: 'Late12345' })).status).toBe('NEW_PASSWORD_REQUIRED');
    });

    it('uses the given temporary password and the first colour by default', async () => {
      const created = await h.client.call<AdminCreateUserResponse>(
        u.adminCreate, { email: 'jiro@example.com', displayName: '次郎', temporaryPassword: 'Given1234' }, farm.context(),
      );
      expect(attr(created.User, 'custom:color')).toBe('#E57373');
      expect(latestMailTo(h.outboxDir, 'jiro@example.com')!.text).toContain('仮パスワード: Given1234');
    });

    it('refuses a taken address, a non-root user and a read-only plan', async () => {
      expect(await h.client.callError(u.adminCreate, { email: 'ROOT@example.com', displayName: 'x' }, farm.context())).toEqual({
        statusCode: 409, code: 'USERNAME_EXISTS', message: '登録済みのメールアドレスです。', field: 'email',
      });
      const member = await addMember(h, farm, 'member@example.com');
      expect(await h.client.callError(u.adminCreate, { email: 'x@example.com', displayName: 'x' }, member.context())).toEqual({
        statusCode: 403, code: 'FORBIDDEN', message: 'ユーザーを追加できるのはアカウントを作成したユーザーのみです。',
      });
      // A token claiming root does not make a member root: root_users decides.
      expect((await h.client.callError(u.adminCreate, { email: 'x@example.com', displayName: 'x' }, member.context({ isRootUser: true }))).statusCode)
        .toBe(403);
      await expireFreePeriod(h, farm.accountId);
      expect(await h.client.callError(u.adminCreate, { email: 'x@example.com', displayName: 'x' }, farm.context())).toEqual(READ_ONLY);
      expect(await h.sql(`SELECT 1 FROM account.users WHERE email = 'x@example.com'`)).toEqual([]);
    });

    it('validates with the form messages', async () => {
      expect(await h.client.callError(u.adminCreate, { email: 'bad', displayName: '' }, farm.context())).toMatchObject({
        statusCode: 400, field: 'displayName', message: '表示名は必須項目です。',
      });
      expect(await h.client.callError(u.adminCreate, { email: 'a@example.com', displayName: 'a', color: 'red' }, farm.context())).toMatchObject({
        statusCode: 400, field: 'color',
      });
    });
  });

  describe('lists', () => {
    beforeEach(async () => {
      for (let i = 1; i <= 22; i++) {
        await h.sql(
          `INSERT INTO account.users (user_id, account_id, email, display_name, password_hash, confirmed, created_at)
           VALUES (gen_random_uuid(), $1, $2, $3, 'x', true, now() + ($4 || ' seconds')::interval)`,
          [farm.accountId, `user${i}@example.com`, `ユーザー${i}`, i],
        );
      }
    });

    it('GET /inasaku/users: oldest first, 20 then "see more", or everyone without count', async () => {
      const first = await h.client.call<PagedList<AccountUser>>(u.list, { count: '20' }, farm.context());
      expect(first.total_count).toBe(23);
      expect(first.list).toHaveLength(20);
      expect(first.list[0]).toMatchObject({ user_id: farm.user.user_id, is_root_user: true, username: 'root@example.com', status: 'CONFIRMED' });
      expect(first.list[1]).toMatchObject({ display_name: 'ユーザー1', is_root_user: false, color: '#E57373' });
      const more = await h.client.call<PagedList<AccountUser>>(u.list, { count: 20, latest_user_id: first.list[19].user_id }, farm.context());
      expect(more.list.map((x) => x.display_name)).toEqual(['ユーザー20', 'ユーザー21', 'ユーザー22']);
      expect((await h.client.call<PagedList<AccountUser>>(u.list, {}, farm.context())).list).toHaveLength(23);
    });

    it('GET /listUsers: Cognito pages with NextToken', async () => {
      const page1 = await h.client.call<AdminListUsersResponse>(u.adminList, { limit: '10' }, farm.context());
      expect(page1.Users).toHaveLength(10);
      expect(page1.Users[0].Username).toBe('root@example.com');
      expect(page1.NextToken).toEqual(expect.any(String));
      const page2 = await h.client.call<AdminListUsersResponse>(u.adminList, { limit: 10, token: page1.NextToken }, farm.context());
      const page3 = await h.client.call<AdminListUsersResponse>(u.adminList, { limit: 10, token: page2.NextToken }, farm.context());
      expect(page3.Users.map((x) => x.Username)).toEqual(['user20@example.com', 'user21@example.com', 'user22@example.com']);
      expect(page3.NextToken).toBeUndefined();
      expect(await h.client.callError(u.adminList, { token: 'bm9wZQ' }, farm.context())).toMatchObject({ statusCode: 400, field: 'token' });
    });

    it('lists no one of another account', async () => {
      const other = await newFarm(h, 'other@example.com');
      expect((await h.client.call<PagedList<AccountUser>>(u.list, {}, other.context())).total_count).toBe(1);
    });
  });

  describe('POST /adminUpdateUser', () => {
    it('lets the root user edit anyone and a member only themselves (personal settings)', async () => {
      const member = await addMember(h, farm, 'member@example.com', '次郎');
      const byRoot = await h.client.call<AdminUpdateUserResponse>(
        u.adminUpdate, { username: 'member@example.com', displayName: '次郎丸', color: '#81C784' }, farm.context(),
      );
      expect(attr(byRoot.User, 'custom:display_name')).toBe('次郎丸');
      expect(attr(byRoot.User, 'custom:color')).toBe('#81C784');

      const own = await h.client.call<AdminUpdateUserResponse>(
        u.adminUpdate, { username: member.user.user_id, displayName: 'じろう', email: 'member@example.com' }, member.context(),
      );
      expect(attr(own.User, 'custom:display_name')).toBe('じろう');
      const me = await h.client.call<{ display_name: string }>(auth.me, {}, member.context());
      expect(me.display_name).toBe('じろう');

      expect(await h.client.callError(u.adminUpdate, { username: 'root@example.com', displayName: '乗っ取り' }, member.context())).toEqual({
        statusCode: 403, code: 'FORBIDDEN', message: 'ご自身以外のユーザー情報は変更できません。',
      });
    });

    it('keeps one\'s own record editable on a read-only plan, but not others', async () => {
      await addMember(h, farm, 'member@example.com');
      await expireFreePeriod(h, farm.accountId);
      expect((await h.client.call<AdminUpdateUserResponse>(u.adminUpdate, { username: 'root@example.com', displayName: '新しい名前' }, farm.context()))
        .User.Username).toBe('root@example.com');
      expect(await h.client.callError(u.adminUpdate, { username: 'member@example.com', displayName: 'x' }, farm.context())).toEqual(READ_ONLY);
    });

    it('refuses a taken address (409) and users of other accounts (404)', async () => {
      await addMember(h, farm, 'member@example.com');
      await newFarm(h, 'other@example.com');
      expect(await h.client.callError(u.adminUpdate, { username: 'member@example.com', displayName: 'x', email: 'other@example.com' }, farm.context()))
        .toMatchObject({ statusCode: 409, field: 'email' });
      expect(await h.client.callError(u.adminUpdate, { username: 'other@example.com', displayName: 'x' }, farm.context())).toMatchObject({
        statusCode: 404, message: 'ユーザーが見つかりません。',
      });
    });

    it('changes the login address', async () => {
      await addMember(h, farm, 'member@example.com');
      await h.client.call(u.adminUpdate, { username: 'member@example.com', displayName: 'x', email: 'renamed@example.com' }, farm.context());
      expect((await h.client.call<SignInResult>(auth.signIn, { email: 'renamed@example.com', password: 'Member123' })).status).toBe('SIGNED_IN');
    });
  });

  describe('POST /adminDeleteUser', () => {
    it('lets the root user delete a member, whose sessions end', async () => {
      const member = await addMember(h, farm, 'member@example.com');
      const session = await h.client.call<SignInResult>(auth.signIn, { email: 'member@example.com', password: 'Member123' });
      const fromSeq = await streamLastSeq(h.client.nc);
      expect(await h.client.call(u.adminDelete, { username: 'member@example.com' }, farm.context())).toEqual({
        Username: 'member@example.com', user_id: member.user.user_id, deleted: true,
      });
      if (session.status === 'SIGNED_IN') {
        expect((await h.client.callError(auth.refresh, { refresh_token: session.session.refresh_token })).statusCode).toBe(401);
      }
      expect((await h.client.callError(auth.signIn, { email: 'member@example.com', password: 'Member123' })).statusCode).toBe(401);
      // The gateway refuses the member's access tokens from the event on.
      const events = await readEvents<UserDeletedEvent>(h.client.nc, EVENTS.userDeleted, fromSeq);
      expect(events.map((e) => [e.data.account_id, e.data.user_id, e.msgId])).toEqual([
        [farm.accountId, member.user.user_id, `user.deleted:${member.user.user_id}`],
      ]);
    });

    it('never deletes oneself, and only the root user deletes', async () => {
      const member = await addMember(h, farm, 'member@example.com');
      expect(await h.client.callError(u.adminDelete, { username: 'root@example.com' }, farm.context())).toEqual({
        statusCode: 403, code: 'FORBIDDEN', message: 'ご自身を削除することはできません。',
      });
      expect(await h.client.callError(u.adminDelete, { username: 'root@example.com' }, member.context())).toEqual({
        statusCode: 403, code: 'FORBIDDEN', message: 'ユーザーを削除できるのはアカウントを作成したユーザーのみです。',
      });
      expect(await h.client.callError(u.adminDelete, { username: member.user.user_id }, member.context())).toMatchObject({ statusCode: 403 });
      expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(2);
    });

    it('answers 404 for someone of another account', async () => {
      await newFarm(h, 'other@example.com');
      expect(await h.client.callError(u.adminDelete, { username: 'other@example.com' }, farm.context())).toMatchObject({ statusCode: 404 });
    });
  });
});
