import { WORKS_SUBJECTS, type LocationHistories } from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startWorksService } from '../test/harness';

const W = WORKS_SUBJECTS;

describe('worker locations', () => {
  const h = suiteHarness(startWorksService);
  const farm = perTest(newAccount);

  it('stores what phones send and answers trails per user for a time range in +09:00', async () => {
    const other = farm.context({ userId: 'user-b' });
    expect(await h.client.call(W.locations.create, {
      locations: [
        { lat: 36.651, lon: 138.181, location_time: '2025-05-10T08:00:00+09:00' },
        { lat: 36.652, lon: 138.182, location_time: '2025-05-10T08:05:00+09:00' },
        { lat: 36.7, lon: 138.2, location_time: '2025-05-10T12:00:00+09:00' },
      ],
    }, farm.context())).toEqual({ count: 3 });
    await h.client.call(W.locations.create, { locations: [{ lat: 35, lon: 139, location_time: '2025-05-09T23:30:00Z' }] }, other);
    await h.client.call(W.locations.create, { locations: [{ lat: 1, lon: 1, location_time: '2025-05-10T08:01:00+09:00' }] }, newAccount().context());

    const trails = await h.client.call<LocationHistories>(W.locations.list, {
      location_time_from: '2025-05-10T07:00:00+09:00', location_time_to: '2025-05-10T10:00:00+09:00',
    }, farm.context());
    expect(trails).toEqual({
      [farm.userId]: [
        { lat: 36.651, lon: 138.181, location_time: '2025-05-10T08:00:00+09:00' },
        { lat: 36.652, lon: 138.182, location_time: '2025-05-10T08:05:00+09:00' },
      ],
      'user-b': [{ lat: 35, lon: 139, location_time: '2025-05-10T08:30:00+09:00' }],
    });
    const one = await h.client.call<LocationHistories>(W.locations.list, {
      location_time_from: '2025-05-10T07:00:00+09:00', location_time_to: '2025-05-10T10:00:00+09:00', user_id: 'user-b',
    }, farm.context());
    expect(Object.keys(one)).toEqual(['user-b']);
  });

  it('refuses bad ranges and positions', async () => {
    expect(await h.client.callError(W.locations.list, { location_time_from: '2025-05-10T10:00:00+09:00', location_time_to: '2025-05-10T07:00:00+09:00' }, farm.context()))
      .toMatchObject({ statusCode: 400, field: 'location_time_to', message: '終了日時は開始日時より後を指定してください。' });
    expect(await h.client.callError(W.locations.list, { location_time_from: '2025-05-01T00:00:00+09:00', location_time_to: '2025-05-10T00:00:00+09:00' }, farm.context()))
      .toMatchObject({ statusCode: 400, message: '期間は8日以内で指定してください。' });
    expect(await h.client.callError(W.locations.list, { location_time_from: 'yesterday', location_time_to: '2025-05-10T00:00:00+09:00' }, farm.context()))
      .toMatchObject({ statusCode: 400, field: 'location_time_from' });
    expect(await h.client.callError(W.locations.create, { locations: [{ lat: 91, lon: 0 }] }, farm.context())).toMatchObject({ statusCode: 400 });
    expect(await h.sql('SELECT * FROM works.location_histories')).toEqual([]);
  });

  it.each([
    ['the year 0', '0000-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['the year 1899', '1899-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['the year 9999', '9999-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['an impossible date', '2026-02-30T08:00:00+09:00', '測位日時の日付が正しくありません。'],
    ['24:00', '2026-05-10T24:00:00+09:00', '測位日時の時刻が正しくありません。'],
    ['the offset +99:99', '2026-05-10T08:00:00+99:99', expect.stringContaining('測位日時の時差')],
  ])('refuses a position time with %s (400 in Japanese, never a 500) and stores none of the batch', async (_what, time, message) => {
    const err = await h.client.callError(W.locations.create, {
      locations: [{ lat: 36.651, lon: 138.181, location_time: '2025-05-10T08:00:00+09:00' }, { lat: 36.652, lon: 138.182, location_time: time }],
    }, farm.context());
    expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(String(err.field)).toContain('location_time');
    expect(await h.client.callError(W.locations.list, { location_time_from: time, location_time_to: '2026-05-11T00:00:00+09:00' }, farm.context()))
      .toMatchObject({ statusCode: 400, field: 'location_time_from', message: typeof message === 'string' ? message.replace('測位日時', '開始日時') : expect.stringContaining('開始日時') });
    expect(await h.sql('SELECT * FROM works.location_histories')).toEqual([]);
  });
});
