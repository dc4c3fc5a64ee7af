import { SUBJECTS, type PaddyField } from '@inasaku/contracts';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { insertManyFields, startFieldsService } from '../test/harness';

/**
 * No list is capped by the bus's message size. An account of 10,000 paddy
 * fields (about 4 MB of JSON, four NATS messages' worth) gets its whole list: the reply travels in
 * chunks (libs/contracts chunked-reply) and is joined by the caller, as the gateway does.
 */
describe('an account with 10,000 paddy fields', () => {
  const FIELDS = 10_000;
  const h = suiteHarness(startFieldsService, { resetEachTest: false });
  const farm = newAccount();

  beforeAll(async () => {
    await h.reset();
    await insertManyFields(h, farm.accountId, farm.managementId, FIELDS);
  }, 60_000);

  it('lists every field, in order, with its whole record', async () => {
    const started = Date.now();
    const listed = await h.client.call<PaddyField[]>(SUBJECTS.fields.paddyFields.list, {}, farm.context());
    const took = Date.now() - started;
    expect(listed).toHaveLength(FIELDS);
    expect(listed[0]).toMatchObject({ sequence: 1, name: 'ほ場1', area: '12.34', kousakusha: '耕作者1', management_id: farm.managementId });
    expect(listed[FIELDS - 1]).toMatchObject({ sequence: FIELDS, name: `ほ場${FIELDS}`, remarks: '備考'.repeat(50) });
    expect(new Set(listed.map((f) => f.paddy_field_id)).size).toBe(FIELDS);
    // More than one NATS message could hold: the chunked path was taken, not a bigger limit.
    expect(JSON.stringify(listed).length).toBeGreaterThan(2 * 1024 * 1024);
    expect(took).toBeLessThan(10_000);
  });

  it('still answers one field of them in one message', async () => {
    const [first] = await h.client.call<PaddyField[]>(SUBJECTS.fields.paddyFields.list, {}, farm.context());
    const one = await h.client.call<PaddyField[]>(SUBJECTS.fields.paddyFields.list, { paddy_field_id: first.paddy_field_id }, farm.context());
    expect(one).toEqual([first]);
  });
});
