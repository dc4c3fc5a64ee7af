import { SUBJECTS, type Information, type PagedList } from '@inasaku/contracts';
import { suiteHarness } from '@inasaku/testing';
import { startAccountService } from '../test/harness';
import { addMember, expireFreePeriod, newFarm, type Farm, type Member } from '../test/farm';

const s = SUBJECTS.account.informations;
const PAST_YEAR = { statusCode: 403, code: 'FORBIDDEN', message: '過去の年度のデータは変更できません。' };
const READ_ONLY = { statusCode: 403, code: 'FORBIDDEN', message: 'ご利用期間が終了しているため、データを変更できません。' };
const NOT_AUTHOR = { statusCode: 403, code: 'FORBIDDEN', message: 'お知らせを変更・削除できるのは投稿したユーザーのみです。' };

describe('notices (/api/informations)', () => {
  let farm: Farm;
  let member: Member;

  const h = suiteHarness(startAccountService);
  beforeEach(async () => {
    farm = await newFarm(h, 'root@example.com');
    member = await addMember(h, farm, 'member@example.com', '次郎');
  });

  const post = (title: string, extra: Record<string, unknown> = {}, context = farm.context()) =>
    h.client.call<Information>(s.create, { title, ...extra }, context);
  const list = (query: Record<string, unknown> = {}, context = farm.context()) =>
    h.client.call<PagedList<Information>>(s.list, query, context);
  const imageKey = (n: number, managementId = farm.managementId) => `${managementId}/image/1767225600000-info/${n}.jpg`;
  const rowCount = async () => (await h.sql('SELECT 1 FROM account.informations')).length;

  it('posts a notice and lists it with its author, images and read state per user', async () => {
    const posted = await post('田植えのお知らせ', { contents: '5月10日に田植えをします。', image_paths: [imageKey(0), imageKey(1)] });
    expect(posted).toEqual({
      information_id: expect.any(String), management_id: farm.managementId, title: '田植えのお知らせ', contents: '5月10日に田植えをします。',
      contributor: farm.user.display_name, user_id: farm.user.user_id,
      datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/), updated_at: expect.any(String),
      image_paths: [imageKey(0), imageKey(1)],
      image_urls: [`/media/file/${imageKey(0)}`, `/media/file/${imageKey(1)}`],
      is_read: true, is_own: true,
    });

    const forMember = await list({}, member.context());
    expect(forMember.total_count).toBe(1);
    expect(forMember.list[0]).toMatchObject({ information_id: posted.information_id, is_read: false, is_own: false });

    const mark = { information_id: posted.information_id, user_id: 'ignored' };
    expect(await h.client.call(s.markRead, mark, member.context())).toEqual({ information_id: posted.information_id, is_read: true });
    await h.client.call(s.markRead, mark, member.context());
    expect((await list({}, member.context())).list[0].is_read).toBe(true);
    expect(await h.sql('SELECT user_id FROM account.information_reads WHERE user_id = $1', [member.user.user_id])).toHaveLength(1);
  });

  it('pages newest first: 3 by default, "see more" after the last shown id, skip_page from the top', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await post(`お知らせ${i}`)).information_id);
    const newestFirst = [...ids].reverse();
    const page1 = await list();
    expect(page1.total_count).toBe(7);
    expect(page1.list.map((n) => n.information_id)).toEqual(newestFirst.slice(0, 3));

    // A new notice arrives while page 1 is shown: the cursor keeps page 2 where it was.
    await post('割り込み');
    const page2 = await list({ count: '3', latest_information_id: page1.list[2].information_id });
    expect(page2.list.map((n) => n.information_id)).toEqual(newestFirst.slice(3, 6));
    expect(page2.total_count).toBe(8);
    const page3 = await list({ count: 3, latest_information_id: page1.list[2].information_id, skip_page: 1 });
    expect(page3.list.map((n) => n.information_id)).toEqual(newestFirst.slice(6));

    expect((await list({ count: 3, skip_page: 1 })).list.map((n) => n.title)).toEqual(['お知らせ5', 'お知らせ4', 'お知らせ3']);
    // The report's "see all".
    expect((await list({ count: 1000 })).list).toHaveLength(8);
    // A cursor that was deleted meanwhile counts from the top.
    await h.client.call(s.delete, { information_id: ids[6] }, farm.context());
    expect((await list({ latest_information_id: ids[6] })).list[0].title).toBe('割り込み');
  });

  it('lets only the author edit and delete', async () => {
    const mine = await post('ルート');
    const theirs = await post('メンバー', {}, member.context());

    expect(await h.client.callError(s.update, { information_id: mine.information_id, title: '改ざん' }, member.context())).toEqual(NOT_AUTHOR);
    expect(await h.client.callError(s.delete, { information_id: mine.information_id }, member.context())).toEqual(NOT_AUTHOR);
    // Not even the root user touches someone else's notice.
    expect(await h.client.callError(s.delete, { information_id: theirs.information_id }, farm.context())).toEqual(NOT_AUTHOR);

    const edited = await h.client.call<Information>(
      s.update, { information_id: theirs.information_id, title: '訂正', image_paths: [imageKey(3)] }, member.context(),
    );
    expect(edited).toMatchObject({ title: '訂正', contents: '', image_paths: [imageKey(3)], contributor: '次郎', is_own: true });
    expect(await h.client.call(s.delete, { information_id: theirs.information_id }, member.context())).toEqual({ information_id: theirs.information_id });
    expect((await list()).list.map((n) => n.title)).toEqual(['ルート']);
  });

  it('refuses writes in a past year and for an expired plan, but keeps reading and read marks open', async () => {
    const notice = await post('既存');
    for (const [context, error] of [
      [farm.context({ pastYear: true }), PAST_YEAR],
      [farm.context({ planType: 2 }), READ_ONLY],
      [farm.context({ planType: 4 }), READ_ONLY],
    ] as const) {
      expect(await h.client.callError(s.create, { title: '新規' }, context)).toEqual(error);
      expect(await h.client.callError(s.update, { information_id: notice.information_id, title: '変更' }, context)).toEqual(error);
      expect(await h.client.callError(s.delete, { information_id: notice.information_id }, context)).toEqual(error);
      expect((await list({}, context)).total_count).toBe(1);
    }
    // The free period ended after the token was issued: the stored plan decides.
    await expireFreePeriod(h, farm.accountId);
    expect(await h.client.callError(s.create, { title: '新規' }, farm.context())).toEqual(READ_ONLY);
    expect(await h.client.call(s.markRead, { information_id: notice.information_id }, member.context({ planType: 2, pastYear: true })))
      .toEqual({ information_id: notice.information_id, is_read: true });
    expect(await rowCount()).toBe(1);
    expect((await list()).list[0].title).toBe('既存');
  });

  it('keeps notices in their year', async () => {
    await post('今年');
    const otherYear = '7d2a3c55-8f3e-4c1b-9a64-2d7c1e5b9f00';
    await h.sql(
      `INSERT INTO account.managements (management_id, account_id, start_datetime, year) VALUES ($1, $2, '2020-01-01T00:00:00+09:00', 2020)`,
      [otherYear, farm.accountId],
    );
    expect(await list({}, farm.context({ managementId: otherYear, pastYear: true }))).toEqual({ list: [], total_count: 0 });
    // Editing a notice needs its own year chosen.
    const [notice] = (await list()).list;
    expect(await h.client.callError(s.update, { information_id: notice.information_id, title: 'x' }, farm.context({ managementId: otherYear })))
      .toMatchObject({ statusCode: 404 });
  });

  it('accepts only image keys of the account\'s own years', async () => {
    const stranger = await newFarm(h, 'stranger@example.com');
    expect(await h.client.callError(s.create, { title: 't', image_paths: [imageKey(0, stranger.managementId)] }, farm.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: '画像のパスが正しくありません。', field: 'image_paths',
    });
    expect(await h.client.callError(s.create, { title: 't', image_paths: ['../../etc/passwd'] }, farm.context())).toMatchObject({
      statusCode: 400, field: 'image_paths.0',
    });
    expect(await rowCount()).toBe(0);
  });

  it('validates with the form messages and stores nothing', async () => {
    expect(await h.client.callError(s.create, { title: '' }, farm.context())).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: 'タイトルは必須項目です。', field: 'title',
    });
    expect(await h.client.callError(s.create, { title: 't', contents: 'あ'.repeat(1001) }, farm.context())).toMatchObject({
      message: '入力可能な文字数（1000文字）を超えています。', field: 'contents',
    });
    expect(await rowCount()).toBe(0);
  });

  it('keeps other accounts out (404) and never takes the account from the payload', async () => {
    const notice = await post('社外秘');
    const stranger = await newFarm(h, 'other@example.com');
    expect((await list({ account_id: farm.accountId }, stranger.context())).total_count).toBe(0);
    for (const subject of [s.markRead, s.delete]) {
      expect(await h.client.callError(subject, { information_id: notice.information_id }, stranger.context())).toMatchObject({ statusCode: 404 });
    }
    expect(await h.client.callError(s.update, { information_id: notice.information_id, title: 'x' }, stranger.context())).toMatchObject({
      statusCode: 404,
    });
  });

  it('shows the name at posting time once the author is deleted', async () => {
    await post('メンバーの投稿', {}, member.context());
    await h.client.call(SUBJECTS.account.users.adminDelete, { username: 'member@example.com' }, farm.context());
    expect((await list()).list[0]).toMatchObject({ contributor: '次郎', user_id: member.user.user_id, is_own: false });
  });
});
