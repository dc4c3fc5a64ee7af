import { randomUUID } from 'node:crypto';
import request from 'supertest';
// The real works service behind the real gateway, in one process, as the works suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorksService, type WorksHarness } from '../../../works/src/test/harness';
import { startGatewayInFront, type GatewayInFront } from '../test/gateway-in-front';

/**
 * Positions as the phone posts them, through the real gateway to the real works service: a
 * position time that is not a real time of a farm year (year 0 was a 500) is a 400 in the house's
 * shape with a Japanese message naming 測位日時, and no point of the batch is stored.
 */
describe('gateway and works: POST /api/location with times that are not real', () => {
  let h: WorksHarness;
  let gw: GatewayInFront;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();

  beforeAll(async () => {
    h = await startWorksService();
    gw = await startGatewayInFront(h.client.nc, {
      years: [{ management_id: managementId, start_datetime: '2026-01-01T00:00:00+09:00' }], requestTimeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await gw?.close();
    await h?.close();
  });
  beforeEach(async () => {
    await h.reset();
  });

  const send = (time: string) =>
    request(gw.app.getHttpServer())
      .post('/api/location')
      .set('X-Requested-With', 'inasaku').set('Cookie', gw.cookie(userId, accountId)).set('Idempotency-Key', randomUUID())
      .send({ locations: [{ lat: 36.651, lon: 138.181, location_time: '2026-05-10T08:00:00+09:00' }, { lat: 36.652, lon: 138.182, location_time: time }] });
  const points = async () => Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM works.location_histories'))[0].n);

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
