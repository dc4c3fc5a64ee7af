import { randomUUID } from 'node:crypto';
import request from 'supertest';
// The real water service behind the real gateway, in one process, as the water suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWaterService, type WaterHarness } from '../../../water/src/test/harness';
import { startGatewayInFront, type GatewayInFront } from '../test/gateway-in-front';

/**
 * A water-gate record as the browser posts it, through the real gateway to the real water
 * service: a work datetime that is not a real time of a farm year is a 400 in the house's shape
 * with a Japanese message naming 作業日時, and no gate or log row is written.
 */
describe('gateway and water: POST /inasaku/watergates/supply with times that are not real', () => {
  let h: WaterHarness;
  let gw: GatewayInFront;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();
  let field: string;

  beforeAll(async () => {
    h = await startWaterService();
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
    field = h.fields.add(accountId, managementId, { name: '北1', map_pos: '36.651,138.181' });
  });

  const record = (time: string) =>
    request(gw.app.getHttpServer())
      .post('/inasaku/watergates/supply')
      .set('X-Requested-With', 'inasaku').set('Cookie', gw.cookie(userId, accountId)).set('Idempotency-Key', randomUUID())
      .send({ management_id: managementId, paddy_field_ids: [field], water_gate_status: 2, water_gate_time: time, water_gate_worker: '山田' });
  const rows = async () =>
    (await h.sql<{ n: number }>('SELECT (SELECT count(*) FROM water.water_gates) + (SELECT count(*) FROM water.water_gate_logs) AS n'))[0].n;

  it.each([
    ['2026-02-30T00:00:00Z', '作業日時の日付が正しくありません。'],
    ['2026-06-01T24:00:00Z', '作業日時の時刻が正しくありません。'],
    ['0000-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['1899-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['9999-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['2026-06-01T06:30:00+99:99', expect.stringContaining('作業日時の時差')],
  ])('%s: 400, a Japanese message naming the field, nothing written', async (time, message) => {
    const res = await record(time);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message, field: 'water_gate_time' } });
    expect(Number(await rows())).toBe(0);
  });

  it('a real time of the year is recorded through the same path', async () => {
    const res = await record('2026-06-01T06:30:00+09:00');
    expect(res.status).toBe(200);
    expect(Number(await rows())).toBe(2);
  });
});
