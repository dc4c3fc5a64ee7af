// The real works service behind the real gateway, in one process, as the works suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorksService } from '../../../works/src/test/harness';
import { gatewayInFrontOf } from '../test/gateway-in-front-of';

/**
 * Positions as the phone posts them, through the real gateway to the real works service: a
 * position time that is not a real time of a farm year (year 0 was a 500) is a 400 in the house's
 * shape with a Japanese message naming 測位日時, and no point of the batch is stored.
 */
describe('gateway and works: POST /api/location with times that are not real', () => {
  const api = gatewayInFrontOf(startWorksService);

  const send = (time: string) =>
    api.post('/api/location', { locations: [{ lat: 36.651, lon: 138.181, location_time: '2026-05-10T08:00:00+09:00' }, { lat: 36.652, lon: 138.182, location_time: time }] });
  const points = async () => Number((await api.service.sql<{ n: string }>('SELECT count(*) AS n FROM works.location_histories'))[0].n);

  it.each([
    ['0000-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['1899-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['9999-05-10T08:00:00+09:00', '測位日時は2000年から2100年までの日時で指定してください。'],
    ['2026-02-30T08:00:00+09:00', '測位日時の日付が正しくありません。'],
    ['2026-05-10T24:00:00+09:00', '測位日時の時刻が正しくありません。'],
    ['2026-05-10T08:00:00+99:99', expect.stringContaining('測位日時の時差')],
  ])('%s: 400, a Japanese message naming the field, nothing written', async (time, message) => {
    const res = await send(time);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message, field: 'locations.1.location_time' } });
    expect(await points()).toBe(0);
  });

  it('real times are stored through the same path', async () => {
    const res = await send('2026-05-10T08:05:00+09:00');
    expect(res.status).toBe(200);
    expect(await points()).toBe(2);
  });
});
