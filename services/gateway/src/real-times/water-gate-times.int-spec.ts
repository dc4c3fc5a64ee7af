// The real water service behind the real gateway, in one process, as the water suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWaterService } from '../../../water/src/test/harness';
import { gatewayInFrontOf } from '../test/gateway-in-front-of';

/**
 * A water-gate record as the browser posts it, through the real gateway to the real water
 * service: a work datetime that is not a real time of a farm year is a 400 in the house's shape
 * with a Japanese message naming 作業日時, and no gate or log row is written.
 */
describe('gateway and water: POST /inasaku/watergates/supply with times that are not real', () => {
  const api = gatewayInFrontOf(startWaterService);
  const { managementId } = api;
  let field: string;
  beforeEach(() => {
    field = api.service.fields.add(api.accountId, managementId, { name: '北1', map_pos: '36.651,138.181' });
  });

  const record = (time: string) =>
    api.post('/inasaku/watergates/supply', { management_id: managementId, paddy_field_ids: [field], water_gate_status: 2, water_gate_time: time, water_gate_worker: '山田' });
  const rows = async () =>
    (await api.service.sql<{ n: number }>('SELECT (SELECT count(*) FROM water.water_gates) + (SELECT count(*) FROM water.water_gate_logs) AS n'))[0].n;

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
