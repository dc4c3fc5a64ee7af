import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { PaddyField } from '@inasaku/contracts';
// The real fields service behind the real gateway, in one process, as the fields suites boot it;
// no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { insertManyFields, startFieldsService, type FieldsHarness } from '../../fields/src/test/harness';
import { startGatewayInFront, type GatewayInFront } from './test/gateway-in-front';

const FIELDS = 10_000;

/**
 * A large account end to end: an account of 10,000 paddy fields opens its map. The browser's
 * request, GET /inasaku/paddy-fields, goes through the real gateway to the real fields service
 * and gets every field in one HTTP answer, though the list is several NATS messages' worth
 * (the reply travels in chunks and the gateway joins them).
 */
describe('gateway and fields: GET /inasaku/paddy-fields of an account with 10,000 fields', () => {
  let h: FieldsHarness;
  let gw: GatewayInFront;
  const accountId = randomUUID();
  const userId = randomUUID();
  const managementId = randomUUID();

  beforeAll(async () => {
    h = await startFieldsService();
    await h.reset();
    await insertManyFields(h, accountId, managementId, FIELDS);
    gw = await startGatewayInFront(h.client.nc, {
      years: [{ management_id: managementId, start_datetime: `${new Date().getFullYear()}-01-01T00:00:00+09:00` }],
      requestTimeoutMs: 20_000,
    });
  }, 60_000);
  afterAll(async () => {
    await gw?.close();
    await h?.close();
  });

  const list = () =>
    request(gw.app.getHttpServer())
      .get('/inasaku/paddy-fields')
      .query({ management_id: managementId })
      .set('X-Requested-With', 'inasaku')
      .set('Accept-Encoding', 'gzip')
      .set('Cookie', gw.cookie(userId, accountId));

  it('answers all 10,000, in order, each whole, in one HTTP answer', async () => {
    const started = Date.now();
    const res = await list();
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    const fields = res.body.data as PaddyField[];
    expect(fields).toHaveLength(FIELDS);
    expect(fields.map((f) => f.sequence)).toEqual(Array.from({ length: FIELDS }, (_, i) => i + 1));
    expect(new Set(fields.map((f) => f.paddy_field_id)).size).toBe(FIELDS);
    expect(fields[0]).toMatchObject({ name: 'ほ場1', area: '12.34', kousakusha: '耕作者1', management_id: managementId });
    expect(fields[FIELDS - 1]).toMatchObject({ name: `ほ場${FIELDS}`, remarks: '備考'.repeat(50), latitude: 37, longitude: 139 });
    // More than a NATS message holds (1 MB by default): the chunked path, not a bigger limit.
    expect(JSON.stringify(fields).length).toBeGreaterThan(2 * 1024 * 1024);
    // The map's budget is 1.5 s from navigation to every pin; the list is the larger part of it.
    expect(took).toBeLessThan(10_000);
  });

  it('answers a second time as well (no chunk left pending)', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(FIELDS);
  });
});
