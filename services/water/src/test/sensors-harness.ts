import { randomUUID } from 'node:crypto';
import {
  SENSOR_READINGS_SUBJECT_PREFIX, WATER_SUBJECTS, type CreateSensorResponse, type StreamReading,
} from '@inasaku/contracts';
import { AccountStub, newAccount, testUrls, type TestAccount } from '@inasaku/testing';
import { startWaterService, type WaterHarness } from './harness';

export interface SensorsHarness extends WaterHarness {
  account: AccountStub;
  /** A farm whose water feature is on. */
  farm(): TestAccount;
  /** Registers a sensor; returns its device token and internal id. */
  register(farm: TestAccount, productId: string, name?: string): Promise<{ token: string; id: string }>;
  /** Puts readings on SENSOR_READINGS as sensor-ingest does (msgID sensor:time). */
  send(sensor: { id: string; accountId: string }, readings: { at: Date; level: number; temp?: number; battery?: number }[]): Promise<void>;
  rows(productId: string): Promise<number>;
}

/**
 * The water service with an account stub for the water-feature check. Readings consumer and
 * alert timer are configured by `env` (the tests drive the judgement by hand).
 */
export async function startSensorsHarness(env: Record<string, string> = {}): Promise<SensorsHarness> {
  const base = await startWaterService({ WATER_ALERT_JUDGE: 'false', WATER_READINGS_ACK_WAIT_MS: '2000', ...env });
  const account = await AccountStub.start(testUrls().nats);
  const h: SensorsHarness = {
    ...base,
    account,
    farm() {
      const f = newAccount();
      account.enableWater(f.accountId);
      return f;
    },
    async register(farm, productId, name = '') {
      const r = await base.client.call<CreateSensorResponse>(
        WATER_SUBJECTS.sensors.create, { sensor_id: productId, sensor_name: name, lat: 36.1, lon: 138.2 }, farm.context(),
      );
      if (r.result !== '0' || !r.device_token) throw new Error(`register failed: ${r.message}`);
      const [row] = await base.sql<{ id: string }>('SELECT id FROM water.sensors WHERE product_id = $1', [productId]);
      return { token: r.device_token, id: row.id };
    },
    async send(sensor, readings) {
      for (const r of readings) {
        const msg: StreamReading = {
          s: sensor.id, a: sensor.accountId, t: r.at.getTime(), l: r.level, w: r.temp ?? null, b: r.battery ?? null, g: null, r: Date.now(),
        };
        await base.publish(`${SENSOR_READINGS_SUBJECT_PREFIX}${sensor.id}`, msg, `${sensor.id}:${r.at.getTime()}`);
      }
    },
    async rows(productId) {
      const [row] = await base.sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM water.readings r JOIN water.sensors s ON s.id = r.sensor_id WHERE s.product_id = $1', [productId],
      );
      return row.n;
    },
    async close() {
      await account.close();
      await base.close();
    },
  };
  return h;
}

export const uniqueProductId = (prefix = 'WL'): string => `${prefix}-${randomUUID().slice(0, 8)}`;
