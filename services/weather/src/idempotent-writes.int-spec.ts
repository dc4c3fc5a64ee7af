import { randomUUID } from 'node:crypto';
import { WEATHER_SUBJECTS, type WeatherSetting } from '@inasaku/contracts';
import { uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { newAccount, suiteHarness } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import { startWeatherService } from './test/harness';

const S = WEATHER_SUBJECTS.settings;

/**
 * Idempotency-Key for the weather service: a setting added twice with one Idempotency-Key (a
 * retry after the gateway's 504) is one setting; its delete repeated answers as the first.
 */
describe('weather writes with an Idempotency-Key', () => {
  const escapesBefore = writeUnitEscapes();
  const count = async (accountId: string) =>
    Number((await h.sql<{ n: string }>('SELECT count(*) AS n FROM weather.settings WHERE account_id = $1', [accountId]))[0].n);

  const h = suiteHarness(startWeatherService);

  it('every write route of weather reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('a setting added twice with one key is one setting; a delete repeated answers as the first', async () => {
    const farm = newAccount();
    const context = farm.context({ idempotencyKey: randomUUID() });
    const body = { name: '出穂後', datetime: '2025-08-01', cumulative: '1000' };
    const first = await h.client.call<WeatherSetting>(S.create, body, context);
    expect(await h.client.call<WeatherSetting>(S.create, body, context)).toEqual(first);
    expect(await count(farm.accountId)).toBe(1);

    const remove = farm.context({ idempotencyKey: randomUUID() });
    const removed = await h.client.call(S.delete, { setting_id: first.setting_id }, remove);
    expect(await h.client.call(S.delete, { setting_id: first.setting_id }, remove)).toEqual(removed);
    expect(await count(farm.accountId)).toBe(0);
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
