import { randomUUID } from 'node:crypto';
import { SUBJECTS, type Brand, type Landmark } from '@inasaku/contracts';
import { uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import { startFieldsService } from './test/harness';

const F = SUBJECTS.fields;

/**
 * Idempotency-Key for the fields writes besides the paddy fields (paddy-fields/idempotent-writes.int-spec):
 * a brand or a landmark added twice with one Idempotency-Key (a retry after the gateway's 504) is one row.
 */
describe('fields writes with an Idempotency-Key', () => {
  const escapesBefore = writeUnitEscapes();

  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);

  const keyed = () => farm.context({ idempotencyKey: randomUUID() });
  const count = async (table: string) =>
    Number((await h.sql<{ n: string }>(`SELECT count(*) AS n FROM fields.${table} WHERE account_id = $1`, [farm.accountId]))[0].n);

  it('every write route of fields reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('a brand and a landmark each added twice with one key are one row each, the repeat answered as the first', async () => {
    const brandKey = keyed();
    const brand = await h.client.call<Brand>(F.brands.create, { brand_name: 'こしひかり' }, brandKey);
    expect(await h.client.call<Brand>(F.brands.create, { brand_name: 'こしひかり' }, brandKey)).toEqual(brand);
    expect(await count('brands')).toBe(1);

    const landmarkKey = keyed();
    const body = { name: 'ライスセンター', icon: '104', latitude: 36.7, longitude: 138.2 };
    const landmark = await h.client.call<Landmark>(F.landmarks.create, body, landmarkKey);
    expect(await h.client.call<Landmark>(F.landmarks.create, body, landmarkKey)).toEqual(landmark);
    expect(await count('landmarks')).toBe(1);
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
