import { EVENTS, SUBJECTS, type Management, type ManagementCreatedEvent, type SignInResult } from '@inasaku/contracts';
import { readEvents, streamLastSeq, suiteHarness, testContext } from '@inasaku/testing';
import { tokyoYearOf } from '@inasaku/domain';
import { startAccountService } from '../test/harness';
import { newFarm, type Farm } from '../test/farm';
import { ManagementsService } from './managements.service';

const list = SUBJECTS.account.managements.list;
const thisYear = tokyoYearOf(new Date());

describe('new management year (1 January, Asia/Tokyo)', () => {
  const h = suiteHarness(startAccountService);

  /** Pretends the account was last used a year ago: its only year becomes last year. */
  async function lastUsedLastYear(farm: Farm): Promise<void> {
    await h.sql(
      `UPDATE account.managements SET year = year - 1, start_datetime = start_datetime - interval '1 year' WHERE account_id = $1`,
      [farm.accountId],
    );
  }
  const years = (farm: Farm) => h.client.call<Management[]>(list, {}, testContext({ accountId: farm.accountId, userId: farm.user.user_id }));
  const createdEvents = async (afterSeq: number) =>
    (await readEvents<ManagementCreatedEvent>(h.client.nc, EVENTS.managementCreated, afterSeq)).map((e) => ({ msgId: e.msgId, data: e.data }));

  it('starts the current year on first use, once however many requests race, and announces it once', async () => {
    const farm = await newFarm(h, 'taro@example.com');
    await lastUsedLastYear(farm);
    const seq = await streamLastSeq(h.client.nc);

    const answers = await Promise.all(Array.from({ length: 6 }, () => years(farm)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const [current, previous] = answers[0];
    expect(answers[0]).toHaveLength(2);
    expect(current.start_datetime).toBe(`${thisYear}-01-01T00:00:00+09:00`);
    expect(previous).toEqual({ management_id: farm.managementId, start_datetime: `${thisYear - 1}-01-01T00:00:00+09:00` });

    expect(await years(farm)).toEqual(answers[0]);
    expect(await createdEvents(seq)).toEqual([{
      msgId: `management.created:${current.management_id}`,
      data: {
        account_id: farm.accountId, management_id: current.management_id, previous_management_id: farm.managementId,
        start_datetime: `${thisYear}-01-01T00:00:00+09:00`,
      },
    }]);
    expect(await h.sql('SELECT 1 FROM account.event_outbox WHERE subject = $1 AND published_at IS NULL', [EVENTS.managementCreated])).toEqual([]);
  });

  it('starts it at sign-in too, so the first screen of the year already shows it', async () => {
    const farm = await newFarm(h, 'hana@example.com');
    await lastUsedLastYear(farm);
    const seq = await streamLastSeq(h.client.nc);
    const again = await h.client.call<SignInResult>(SUBJECTS.account.auth.signIn, { email: 'hana@example.com', password: 'Passw0rd' });
    expect(again.status).toBe('SIGNED_IN');
    const rows = await h.sql<{ year: number }>('SELECT year FROM account.managements WHERE account_id = $1 ORDER BY year', [farm.accountId]);
    expect(rows.map((r) => r.year)).toEqual([thisYear - 1, thisYear]);
    expect(await createdEvents(seq)).toHaveLength(1);
  });

  it('bridges skipped years from the newest one the account has', async () => {
    const farm = await newFarm(h, 'skip@example.com');
    await h.sql(
      `UPDATE account.managements SET year = year - 3, start_datetime = start_datetime - interval '3 years' WHERE account_id = $1`,
      [farm.accountId],
    );
    const seq = await streamLastSeq(h.client.nc);
    expect((await years(farm)).map((m) => m.start_datetime.slice(0, 4))).toEqual([String(thisYear), String(thisYear - 3)]);
    expect((await createdEvents(seq))[0].data.previous_management_id).toBe(farm.managementId);
  });

  it('announces nothing for an account\'s first year (account.account.created covers it)', async () => {
    const seq = await streamLastSeq(h.client.nc);
    const farm = await newFarm(h, 'new@example.com');
    expect(await years(farm)).toHaveLength(1);
    expect(await createdEvents(seq)).toEqual([]);
  });

  it('sweeps accounts nobody opened, one replica at a time, each once', async () => {
    const a = await newFarm(h, 'a@example.com');
    const b = await newFarm(h, 'b@example.com');
    const c = await newFarm(h, 'c@example.com');
    await lastUsedLastYear(a);
    await lastUsedLastYear(b);
    const seq = await streamLastSeq(h.client.nc);
    const service = h.app.get(ManagementsService);

    const [first, second] = await Promise.all([service.sweep(), service.sweep()]);
    expect(first + second).toBe(2);
    expect(await service.sweep()).toBe(0);
    for (const farm of [a, b]) expect(await years(farm)).toHaveLength(2);
    expect(await years(c)).toHaveLength(1);
    expect((await createdEvents(seq)).map((e) => e.data.account_id).sort()).toEqual([a.accountId, b.accountId].sort());
  });

  it('keeps past years readable: the list still names them, newest first', async () => {
    const farm = await newFarm(h, 'past@example.com');
    await lastUsedLastYear(farm);
    const [current, past] = await years(farm);
    expect(current.start_datetime > past.start_datetime).toBe(true);
    const me = await h.client.call(SUBJECTS.account.accountInfo.get, {}, farm.context({ managementId: past.management_id, pastYear: true }));
    expect(me).toMatchObject({ account_id: farm.accountId });
  });
});
