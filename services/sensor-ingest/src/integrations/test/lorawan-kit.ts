import { randomBytes } from 'node:crypto';
import { WATER_SUBJECTS as W, type CreateIntegrationResponse, type LorawanDecoding, type RegisterLorawanSensorResponse } from '@inasaku/contracts';
// Both ends in one process: water (its handlers and readings consumer) is booted in-process like
// ingest.int-spec.ts does; no runtime code crosses the projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { TestAccount } from '../../../../water/src/test/harness';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { uniqueProductId, type SensorsHarness } from '../../../../water/src/test/sensors-harness';

export const randomDevEui = (): string => randomBytes(8).toString('hex').toUpperCase();

/** An integration of the farm, created as the センサー設置 screen does (the secret is answered once). */
export async function createIntegration(h: SensorsHarness, farm: TestAccount, network: 'tts' | 'chirpstack'): Promise<{ id: string; secret: string }> {
  const r = await h.client.call<CreateIntegrationResponse>(W.integrations.create, { network, name: `${network} のテスト` }, farm.context());
  return { id: r.integration.integration_id, secret: r.secret };
}

/** A LoRaWAN sensor of the farm with its DevEUI and decoding map (defaults where not given). */
export async function registerLorawan(h: SensorsHarness, farm: TestAccount, devEui: string, decoding: Partial<LorawanDecoding> = {}): Promise<string> {
  const productId = uniqueProductId('LW');
  const r = await h.client.call<RegisterLorawanSensorResponse>(W.lorawanSensors.register, { sensor_id: productId, lat: 36.1, lon: 138.2, dev_eui: devEui, ...decoding }, farm.context());
  if (r.result !== '0') throw new Error(`register failed: ${r.message}`);
  return productId;
}

export interface Answer {
  status: number;
  body: Record<string, any> | null;
}

/** Posts to sensor-ingest as a network server does. */
export async function postWebhook(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

export interface StoredReading {
  measured_at: Date;
  water_level: number;
  water_temperature: number | null;
  battery: number | null;
  signal: number | null;
}

export async function readingsOf(h: SensorsHarness, productId: string): Promise<StoredReading[]> {
  return h.sql<StoredReading>(
    `SELECT r.measured_at, r.water_level, r.water_temperature, r.battery, r.signal
       FROM water.readings r JOIN water.sensors s ON s.id = r.sensor_id WHERE s.product_id = $1 ORDER BY r.measured_at`,
    [productId],
  );
}

/** Every reading row of an account (a DevEUI nobody registered must add none). */
export async function accountRows(h: SensorsHarness, accountId: string): Promise<number> {
  const [row] = await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.readings r JOIN water.sensors s ON s.id = r.sensor_id WHERE s.account_id = $1', [accountId]);
  return row.n;
}
