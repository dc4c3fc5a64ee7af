import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WATER_SUBJECTS as W, type PagedList, type Sensor, type VerifyDeviceTokenResponse } from '@inasaku/contracts';
import { PRODUCT_ID_MESSAGE, isProductId } from '@inasaku/domain';
import { suiteHarness } from '@inasaku/testing';
import { ReportProductIdsOutsideRule1796300000000 } from '../migrations/1796300000000-ReportProductIdsOutsideRule';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';
import { hashDeviceToken, newDeviceToken } from './device-token';

/**
 * A product ID is a name, never a pattern: registration refuses anything outside the product-ID
 * rule; a sensor stored before the rule with such an ID is reported by the migration, can still be
 * looked up, renamed and deleted, and cannot authenticate as a device.
 */

const h = suiteHarness(() => startSensorsHarness({ WATER_READINGS_CONSUMER: 'false' }));

const ODD = ['+', '#', 'a/b', '$SYS', ' WL-1', 'WL-1 ', 'WL\u30001', 'ＷＬ１', 'sensors/+/readings', 'a\tb', 'x'.repeat(101)];

/** A sensor as it could have been stored before the rule (straight into the table). */
async function storedBefore(accountId: string, productId: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = newDeviceToken();
  await h.sql(
    `INSERT INTO water.sensors (id, account_id, product_id, name, latitude, longitude, token_sha256) VALUES ($1, $2, $3, '', 36, 138, $4)`,
    [id, accountId, productId, hashDeviceToken(token)],
  );
  return { id, token };
}

describe('registration takes only product IDs of the rule', () => {
  it('wildcards, slashes, $, spaces (full-width too), full-width letters and control characters are refused with the form message; nothing is written', async () => {
    const farm = h.farm();
    for (const bad of ODD) {
      const e = await h.client.callError(W.sensors.create, { sensor_id: bad, lat: 36, lon: 138 }, farm.context());
      expect([bad, e.statusCode]).toEqual([bad, 400]);
      // Too long or holding a control character: the message of that rule comes first.
      if (bad.length <= 100 && !/\t/.test(bad)) expect([bad, e.message]).toEqual([bad, PRODUCT_ID_MESSAGE]);
    }
    expect((await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.sensors'))[0].n).toBe(0);
    for (const good of ['WL-1', 'a.b_c-D9', 'x'.repeat(100), uniqueProductId()]) {
      const r = await h.client.call<{ result: string }>(W.sensors.create, { sensor_id: good, lat: 36, lon: 138 }, farm.context());
      expect([good, r.result]).toEqual([good, '0']);
    }
  });
});

describe('a sensor stored before the rule with an ID outside it', () => {
  it('cannot authenticate as a device, with or without its ID claimed; a valid sensor still can', async () => {
    const farm = h.farm();
    const odd = await storedBefore(farm.accountId, '+');
    const token_sha256 = hashDeviceToken(odd.token);
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { token_sha256 })).sensor).toBeNull();
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { sensor_id: '+', token_sha256 })).sensor).toBeNull();
    const pid = uniqueProductId();
    const { token, id } = await h.register(farm, pid);
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { token_sha256: hashDeviceToken(token) })).sensor)
      .toEqual({ id, account_id: farm.accountId, sensor_id: pid });
    // A valid token with a claimed ID outside the rule names no sensor either.
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { sensor_id: '#', token_sha256: hashDeviceToken(token) })).sensor).toBeNull();
  });

  it('is still listed, renamed, re-tokened and deleted by its stored ID (reads and lookups are not the rule)', async () => {
    const farm = h.farm();
    await storedBefore(farm.accountId, 'old id/1');
    const list = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    expect(list.list.map((s) => s.sensor_id)).toEqual(['old id/1']);
    expect((await h.client.call<{ result: string }>(W.sensors.update, { sensor_id: 'old id/1', sensor_name: '北' }, farm.context())).result).toBe('0');
    const rotated = await h.client.call<{ device_token: string }>(W.sensors.rotateToken, { sensor_id: 'old id/1' }, farm.context());
    // A new token does not make the ID a name.
    expect((await h.client.call<VerifyDeviceTokenResponse>(W.sensors.verifyToken, { token_sha256: hashDeviceToken(rotated.device_token) })).sensor).toBeNull();
    expect((await h.client.call<{ result: string }>(W.sensors.delete, { sensor_id: 'old id/1' }, farm.context())).result).toBe('0');
    expect((await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.sensors'))[0].n).toBe(0);
  });

  it('is reported by the migration (a log line with account and ID) and listed by the operators\' view, never rewritten', async () => {
    const farm = h.farm();
    const other = h.farm();
    const stored = ODD.filter((p) => p.length <= 100);
    for (const p of stored) await storedBefore(farm.accountId, p);
    const fine = uniqueProductId();
    await h.register(other, fine);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const runner = h.app.get<DataSource>(getDataSourceToken()).createQueryRunner();
    try {
      await new ReportProductIdsOutsideRule1796300000000().up(runner);
    } finally {
      await runner.release();
    }
    const logged = warn.mock.calls.map(([m]) => m as { accountId?: string; productId?: string }).filter((m) => m.productId);
    warn.mockRestore();
    expect(logged.map((m) => JSON.parse(m.productId!)).sort()).toEqual([...stored].sort());
    expect(logged.every((m) => m.accountId === farm.accountId)).toBe(true);
    const view = await h.sql<{ product_id: string; account_id: string }>('SELECT product_id, account_id FROM water.sensors_outside_product_id_rule');
    expect(view.map((r) => r.product_id).sort()).toEqual([...stored].sort());
    // The view and the domain rule agree, and the rows are as they were stored.
    const all = await h.sql<{ product_id: string }>('SELECT product_id FROM water.sensors');
    const outside = new Set(view.map((r) => r.product_id));
    for (const r of all) expect([r.product_id, outside.has(r.product_id)]).toEqual([r.product_id, !isProductId(r.product_id)]);
  });
});
