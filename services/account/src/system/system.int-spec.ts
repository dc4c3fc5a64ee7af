import { randomUUID } from 'node:crypto';
import { SUBJECTS, type MaintenanceStatus, type OutboxMail } from '@inasaku/contracts';
import { HealthService } from '@inasaku/service-kit';
import { suiteHarness, testContext } from '@inasaku/testing';
import { MaintenanceRepository } from './maintenance.repository';
import { startAccountService } from '../test/harness';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('account service over NATS (raw gateway wire format)', () => {
  const h = suiteHarness(startAccountService);

  it('answers { pattern, data: { context, payload }, id } with { response, isDisposed, id }', async () => {
    const id = randomUUID();
    const body = { pattern: SUBJECTS.account.ping, data: { context: testContext(), payload: {} }, id };
    const msg = await h.client.nc.request(SUBJECTS.account.ping, encoder.encode(JSON.stringify(body)), { timeout: 5_000 });
    const reply = JSON.parse(decoder.decode(msg.data));
    expect(reply).toEqual({ id, response: 'pong', isDisposed: true });
  });

  it('answers a failing request with an err body carrying statusCode, code and message', async () => {
    const reply = await h.client.request(SUBJECTS.account.auth.signIn, { email: 'nobody@example.com', password: 'Passw0rd' });
    expect(reply.response).toBeUndefined();
    expect(reply.err).toEqual({
      statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが間違っています。',
    });
  });

  it('rejects an invalid payload with 400, the Japanese form message and the field', async () => {
    const err = await h.client.callError(SUBJECTS.account.auth.signUp, { email: 'not-an-email', password: 'Passw0rd', agreement: true });
    expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'email' });
    expect(err.message).toMatch(/メールアドレス/);
    expect(await h.sql('SELECT 1 FROM account.users')).toHaveLength(0);
  });

  it('rejects a request without a context', async () => {
    const subject = SUBJECTS.account.managements.list;
    const raw = await h.client.nc.request(
      subject,
      encoder.encode(JSON.stringify({ pattern: subject, data: { payload: {} }, id: 'no-context' })),
      { timeout: 5_000 },
    );
    expect(JSON.parse(decoder.decode(raw.data)).err).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'context' });
  });

  it('hides an unexpected failure behind 500 INTERNAL_ERROR', async () => {
    const spy = jest.spyOn(h.app.get(MaintenanceRepository), 'get').mockRejectedValueOnce(new Error('connection reset'));
    try {
      const reply = await h.client.request(SUBJECTS.account.maintenance.get);
      expect(reply.err).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'サーバーでエラーが発生しました。' });
    } finally {
      spy.mockRestore();
    }
  });

  it('reports maintenance as code 9 with the message while on, code 0 otherwise', async () => {
    const get = () => h.client.call<MaintenanceStatus>(SUBJECTS.account.maintenance.get);
    await expect(get()).resolves.toEqual({ code: '0', message: '' });
    await h.client.call(SUBJECTS.account.maintenance.set, { on: true, message: '只今メンテナンス中です。' });
    await expect(get()).resolves.toEqual({ code: '9', message: '只今メンテナンス中です。' });
    await h.client.call(SUBJECTS.account.maintenance.set, { on: false });
    await expect(get()).resolves.toEqual({ code: '0', message: '' });
  });

  it('stores login logs', async () => {
    const result = await h.client.call<{ log_id: string }>(SUBJECTS.account.loginLogs.create, { ope: '7', addr: 'a@example.com', errcode: 'E1' });
    const rows = await h.sql('SELECT ope, addr, errcode FROM account.login_logs WHERE log_id = $1', [result.log_id]);
    expect(rows).toEqual([{ ope: '7', addr: 'a@example.com', errcode: 'E1' }]);
    const err = await h.client.callError(SUBJECTS.account.loginLogs.create, { ope: '1' });
    expect(err).toMatchObject({ statusCode: 400, field: 'ope' });
  });

  it('lists the latest mails of the local outbox, newest first', async () => {
    await h.client.call(SUBJECTS.account.auth.signUp, { email: 'mail@example.com', password: 'Passw0rd', agreement: true });
    await h.client.call(SUBJECTS.account.auth.resendCode, { email: 'mail@example.com' });
    const list = await h.client.call<OutboxMail[]>(SUBJECTS.account.outbox.list);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ to: 'mail@example.com', subject: '【稲作】検証コードのお知らせ' });
    expect(list[0].sent_at >= list[1].sent_at).toBe(true);
  });

  it('needs an account in the context to list management years', async () => {
    expect(await h.client.callError(SUBJECTS.account.managements.list)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('is ready: PostgreSQL, NATS and Redis are checked over HTTP', async () => {
    const base = await h.app.getUrl();
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { postgres: 'up', nats: 'up', redis: 'up' } });
  });

  it('answers 503 on /health/ready while a dependency is down', async () => {
    const spy = jest.spyOn(h.app.get(HealthService), 'readiness').mockResolvedValueOnce({
      status: 'error', checks: { postgres: 'up', nats: 'up', redis: 'down' },
    });
    try {
      const ready = await fetch(`${await h.app.getUrl()}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'error', checks: { postgres: 'up', nats: 'up', redis: 'down' } });
    } finally {
      spy.mockRestore();
    }
  });
});
