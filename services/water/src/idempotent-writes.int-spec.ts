import { randomUUID } from 'node:crypto';
import { WATER_SUBJECTS, type CreateSensorResponse, type RecordWaterGatesResponse } from '@inasaku/contracts';
import { uncoveredWriteRoutes, writeUnitEscapes } from '@inasaku/service-kit';
import { suiteHarness } from '@inasaku/testing';
import { SERVICE_NAME } from './app.module';
import type { TestAccount } from './test/harness';
import { startSensorsHarness, uniqueProductId } from './test/sensors-harness';

const W = WATER_SUBJECTS;

/**
 * Idempotency-Key for the water service: the same write sent twice with one Idempotency-Key (a
 * retry after the gateway's 504, which the gateway's Redis does not replay) is stored once and
 * the repeat gets the first answer.
 */
describe('water writes with an Idempotency-Key', () => {
  let farm: TestAccount;
  const escapesBefore = writeUnitEscapes();

  const h = suiteHarness(startSensorsHarness);
  beforeEach(async () => {
    farm = h.farm();
  });

  const keyed = () => farm.context({ idempotencyKey: randomUUID() });

  it('every write route of water reaches a handler that records its key', () => {
    expect(uncoveredWriteRoutes(h.app, SERVICE_NAME)).toEqual([]);
  });

  it('a gate opening recorded twice with one key is one log per field, and the repeat gets the first answer', async () => {
    const north = h.fields.add(farm.accountId, farm.managementId, { name: '北1', map_pos: '36.651,138.181' });
    const south = h.fields.add(farm.accountId, farm.managementId, { name: '南2', map_pos: '36.652,138.182' });
    const context = keyed();
    const body = { paddy_field_ids: [north, south], water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00', water_gate_worker: '山田' };
    const first = await h.client.call<RecordWaterGatesResponse>(W.gates.recordSupply, body, context);
    expect(await h.client.call<RecordWaterGatesResponse>(W.gates.recordSupply, body, context)).toEqual(first);
    expect(await h.sql('SELECT 1 FROM water.water_gate_logs WHERE account_id = $1', [farm.accountId])).toHaveLength(2);
  });

  it('a sensor registered twice with one key is one sensor, and the repeat gets the first answer (its token), not "already registered"', async () => {
    const context = keyed();
    const body = { sensor_id: uniqueProductId(), sensor_name: '北田', lat: 36.5, lon: 138.1 };
    const first = await h.client.call<CreateSensorResponse>(W.sensors.create, body, context);
    expect(first.result).toBe('0');
    expect(await h.client.call<CreateSensorResponse>(W.sensors.create, body, context)).toEqual(first);
    expect(await h.sql('SELECT 1 FROM water.sensors WHERE account_id = $1', [farm.accountId])).toHaveLength(1);
    // Without the key the same request is a second registration, refused as the form says.
    expect(await h.client.call<CreateSensorResponse>(W.sensors.create, body, farm.context())).toMatchObject({ result: '9' });
  });

  it('no query of these writes ran outside its unit', () => {
    expect(writeUnitEscapes() - escapesBefore).toBe(0);
  });
});
