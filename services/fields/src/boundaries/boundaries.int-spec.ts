import { randomUUID } from 'node:crypto';
import { JSONCodec } from 'nats';
import { BOUNDARY_MESSAGES, EVENTS, SUBJECTS, type PaddyField } from '@inasaku/contracts';
import { eventually, newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';
import { rectangle } from '../test/fude-sample';

const pf = SUBJECTS.fields.paddyFields;

describe('paddy fields with boundaries', () => {
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  it('a boundary without a pin: pin inside, geodesic area offered as the area; a typed area is kept beside it', async () => {
    const square = rectangle(138.85, 37.45, 100, 100);
    const [tapped, typed] = await h.client.call<PaddyField[]>(pf.create, {
      paddy_fields: [{ boundary: square }, { boundary: rectangle(138.86, 37.45, 100, 50), area: '48' }],
    }, farm.context());
    expect(Math.abs((tapped.boundary_area_a as number) - 100)).toBeLessThan(0.1);
    expect(tapped.area).toBe(String(tapped.boundary_area_a));
    tapped.boundary?.coordinates[0].forEach((p, i) => {
      expect(p[0]).toBeCloseTo(square.coordinates[0][i][0], 9);
      expect(p[1]).toBeCloseTo(square.coordinates[0][i][1], 9);
    });
    const [lng, lat] = [tapped.longitude, tapped.latitude];
    expect(lng).toBeGreaterThan(138.85);
    expect(lng).toBeLessThan(square.coordinates[0][1][0]);
    expect(lat).toBeGreaterThan(37.45);
    expect(lat).toBeLessThan(square.coordinates[0][2][1]);
    expect(typed).toMatchObject({ area: '48', boundary_area_a: 50 });

    const listed = await h.client.call<PaddyField[]>(pf.list, {}, farm.context());
    expect(listed.map((f) => f.boundary_area_a)).toEqual([tapped.boundary_area_a, 50]);
  });

  it('a pin plus a boundary keeps the pin; a plain pin has no boundary', async () => {
    const [withPin, plain] = await h.client.call<PaddyField[]>(pf.create, {
      paddy_fields: [{ map_pos: '37.4501,138.8501', boundary: rectangle(138.85, 37.45, 100, 100) }, { map_pos: '37.5,138.9' }],
    }, farm.context());
    expect(withPin.map_pos).toBe('37.4501,138.8501');
    expect(plain).toMatchObject({ boundary: null, boundary_area_a: null, area: null });
  });

  it('editing: a new boundary moves a pin left outside it, keeps one inside, leaves the typed area; null removes it', async () => {
    const [field] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '37.0,138.0' }] }, farm.context());
    await h.client.call(pf.update, { paddy_field_id: field.paddy_field_id, area: '30' }, farm.context());
    const moved = await h.client.call<PaddyField>(pf.update, {
      paddy_field_id: field.paddy_field_id, boundary: rectangle(138.85, 37.45, 100, 100),
    }, farm.context());
    expect(moved.map_pos).not.toBe('37.0,138.0');
    expect(moved.latitude).toBeGreaterThan(37.45);
    expect(moved).toMatchObject({ area: '30' });
    const kept = await h.client.call<PaddyField>(pf.update, {
      paddy_field_id: field.paddy_field_id, boundary: rectangle(138.8499, 37.4499, 200, 200),
    }, farm.context());
    expect(kept.map_pos).toBe(moved.map_pos);
    expect(Math.abs((kept.boundary_area_a as number) - 400)).toBeLessThan(0.4);
    const removed = await h.client.call<PaddyField>(pf.update, { paddy_field_id: field.paddy_field_id, boundary: null }, farm.context());
    expect(removed).toMatchObject({ boundary: null, boundary_area_a: null, area: '30', map_pos: moved.map_pos });
  });

  it('bad polygons get Japanese messages and nothing is written', async () => {
    const bowTie = { type: 'Polygon', coordinates: [[[139, 35], [139.001, 35.001], [139.001, 35], [139, 35.001], [139, 35]]] };
    const open = { type: 'Polygon', coordinates: [[[139, 35], [139.001, 35], [139.001, 35.001], [139, 35.001]]] };
    const paris = rectangle(2.3, 48.8, 100, 100);
    const many = Array.from({ length: 600 }, (_, i) => [139 + 0.001 * Math.cos((2 * Math.PI * i) / 600), 35 + 0.001 * Math.sin((2 * Math.PI * i) / 600)]);
    const cases: [unknown, string][] = [
      [bowTie, BOUNDARY_MESSAGES.selfIntersection], [open, BOUNDARY_MESSAGES.notClosed],
      [paris, BOUNDARY_MESSAGES.outsideJapan], [{ type: 'Polygon', coordinates: [[...many, many[0]]] }, BOUNDARY_MESSAGES.tooManyVertices],
    ];
    for (const [boundary, message] of cases) {
      const error = await h.client.callError(pf.create, { paddy_fields: [{ map_pos: '35,139' }, { boundary }] }, farm.context());
      expect(error).toMatchObject({ statusCode: 400, message });
    }
    expect(await h.sql('SELECT 1 FROM fields.paddy_fields')).toHaveLength(0);
  });

  it('another account cannot give a boundary to a field that is not its own', async () => {
    const [field] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '37.0,138.0' }] }, farm.context());
    const other = newAccount();
    const error = await h.client.callError(pf.update, {
      paddy_field_id: field.paddy_field_id, boundary: rectangle(138.85, 37.45, 100, 100),
    }, other.context());
    expect(error.statusCode).toBe(404);
    expect((await h.sql<{ boundary: unknown }>('SELECT boundary FROM fields.paddy_fields'))[0].boundary).toBeNull();
  });
});

describe('boundaries carried into a new year', () => {
  const h = suiteHarness(startFieldsService, { resetEachTest: false });

  it('the new year\'s copy of a field keeps its boundary and its area', async () => {
    await h.reset();
    const farm = newAccount();
    const square = rectangle(138.85, 37.45, 100, 100);
    const [field] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ boundary: square }] }, farm.context());
    const managementId = randomUUID();
    await h.client.nc.jetstream().publish(EVENTS.managementCreated, JSONCodec().encode({
      account_id: farm.accountId, management_id: managementId, previous_management_id: farm.managementId, start_datetime: '2027-01-01T00:00:00+09:00',
    }), { msgID: `management.created:${managementId}` });
    const copied = await eventually(async () => (await h.client.call<PaddyField[]>(pf.list, {}, farm.context({ managementId })))[0]);
    // what the old year answers, to the last digit
    expect(copied).toMatchObject({ boundary: field.boundary, boundary_area_a: field.boundary_area_a, map_pos: field.map_pos, area: field.area });
  });
});
