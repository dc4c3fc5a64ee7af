import { randomUUID } from 'node:crypto';
import { SUBJECTS, type AdminCreateUserResponse, type Information } from '@inasaku/contracts';
import { uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { suiteHarness } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import { startAccountService } from './test/harness';
import { newFarm, type Farm } from './test/farm';

const A = SUBJECTS.account;

/**
 * Idempotency-Key for the account service: the same write sent twice with one Idempotency-Key
 * (a retry after the gateway's 504, which the gateway's Redis does not replay) is stored once and
 * the repeat gets the first answer, not a second row nor a "taken" error.
 */
describe('account writes with an Idempotency-Key', () => {
  let farm: Farm;
  const escapesBefore = writeUnitEscapes();

  const h = suiteHarness(startAccountService);
  beforeEach(async () => {
    farm = await newFarm(h, 'root@example.com');
  });

  const keyed = () => farm.context({ idempotencyKey: randomUUID() });
  const rows = async (table: string, where = 'true', params: unknown[] = []) =>
    Number((await h.sql<{ n: string }>(`SELECT count(*) AS n FROM account.${table} WHERE account_id = $1 AND ${where}`, [farm.accountId, ...params]))[0].n);

  it('every write route of account reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('a notice posted twice with one key is one notice, and the repeat gets the first answer', async () => {
    const context = keyed();
    const body = { title: '田植えのお知らせ', contents: '5月10日に田植えをします。' };
    const first = await h.client.call<Information>(A.informations.create, body, context);
    expect(await h.client.call<Information>(A.informations.create, body, context)).toEqual(first);
    expect(await rows('informations')).toBe(1);
    // Another 投稿 (a new key) is another notice.
    await h.client.call(A.informations.create, body, keyed());
    expect(await rows('informations')).toBe(2);
  });

  it('a user added twice with one key is one user, and the repeat is not refused as a taken address', async () => {
    const context = keyed();
    const body = { email: 'member@example.com', displayName: '次郎', temporaryPassword: 'Temp1234X' };
    const first = await h.client.call<AdminCreateUserResponse>(A.users.adminCreate, body, context);
    expect(await h.client.call<AdminCreateUserResponse>(A.users.adminCreate, body, context)).toEqual(first);
    expect(await rows('users', 'email = $2', ['member@example.com'])).toBe(1);
    // Without the key the same request is the second one it looks like.
    expect(await h.client.callError(A.users.adminCreate, body, farm.context())).toMatchObject({ statusCode: 409 });
  });

  it('an inquiry sent twice with one key is stored once', async () => {
    const context = keyed();
    const body = { comment: '水位センサーについて教えてください。' };
    const first = await h.client.call(A.inquiries.create, body, context);
    expect(await h.client.call(A.inquiries.create, body, context)).toEqual(first);
    expect(await rows('inquiries')).toBe(1);
  });

  it('the access-log row the gateway writes with the write\'s key is its own record, not a replay of the write', async () => {
    const context = keyed();
    await h.client.call(A.informations.create, { title: '稲刈り' }, context);
    await h.client.call(A.accessLogs.create, { menu: '20', ope: '1' }, context);
    expect(await rows('informations')).toBe(1);
    expect(await h.sql('SELECT subject FROM account.idempotency_keys WHERE account_id = $1 ORDER BY subject', [farm.accountId]))
      .toEqual([{ subject: A.accessLogs.create }, { subject: A.informations.create }]);
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
