import type { AddressInfo } from 'node:net';
import type { TokenVerifier, VerifiedSensor } from '../auth/token-verifier';
import { createMetricsServer } from '../http/metrics-server';
import { IngestService } from '../readings/ingest.service';
import type { ReadingsPublisher } from '../readings/readings-publisher';
import { IngestMetrics } from './ingest-metrics';
import { promSample } from '@inasaku/testing';

const sensor: VerifiedSensor = { id: 's-1', accountId: 'a-1', productId: 'P-1' };
const tokens = { verify: async (token: string) => (token === 'good' ? sensor : null) } as unknown as TokenVerifier;

describe('sensor-ingest /metrics', () => {
  it('counts batches per transport and outcome, readings accepted and refused, and times the JetStream store', async () => {
    let up = true;
    const publisher = { publish: jest.fn(async () => ({ stored: 1, duplicates: 0 })) } as unknown as ReadingsPublisher;
    const metrics = new IngestMetrics(() => up);
    const ingest = new IngestService(tokens, publisher, metrics);
    const now = Date.now();
    await ingest.ingest(sensor, { readings: [{ measured_at: now - 60_000, water_level: 5 }, { measured_at: now - 30_000, water_level: 9999 }] }, 'http');
    await ingest.ingest(sensor, { readings: [{ measured_at: now - 10_000, water_level: 6 }] }, 'mqtt');
    await ingest.ingest(sensor, 'not a batch', 'http');

    const server = createMetricsServer(metrics);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const body = await res.text();
      expect(promSample(body, 'inasaku_ingest_batches_total', { transport: 'http', outcome: 'ok' })).toBe(1);
      expect(promSample(body, 'inasaku_ingest_batches_total', { transport: 'mqtt', outcome: 'ok' })).toBe(1);
      expect(promSample(body, 'inasaku_ingest_batches_total', { transport: 'http', outcome: 'invalid' })).toBe(1);
      expect(promSample(body, 'inasaku_ingest_readings_total', { outcome: 'accepted' })).toBe(2);
      expect(promSample(body, 'inasaku_ingest_readings_total', { outcome: 'refused' })).toBe(1);
      expect(promSample(body, 'inasaku_ingest_publish_duration_seconds_count', { transport: 'http' })).toBe(1);
      expect(promSample(body, 'inasaku_nats_connected', { service: 'sensor-ingest' })).toBe(1);
      up = false;
      const down = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)).text();
      expect(promSample(down, 'inasaku_nats_connected', { service: 'sensor-ingest' })).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a batch JetStream did not store is counted as unavailable and not as accepted', async () => {
    const publisher = { publish: jest.fn(async () => Promise.reject(new Error('no responders'))) } as unknown as ReadingsPublisher;
    const metrics = new IngestMetrics(() => true);
    const ingest = new IngestService(tokens, publisher, metrics);
    await expect(ingest.ingest(sensor, { readings: [{ measured_at: Date.now() - 1000, water_level: 5 }] })).rejects.toThrow('no responders');
    const body = await metrics.text();
    expect(promSample(body, 'inasaku_ingest_batches_total', { transport: 'http', outcome: 'unavailable' })).toBe(1);
    expect(promSample(body, 'inasaku_ingest_readings_total', { outcome: 'accepted' })).toBeUndefined();
  });
});
