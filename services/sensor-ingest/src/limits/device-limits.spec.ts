import { loadIngestEnv } from '../config/ingest-env';
import { deviceLimitsFrom } from './device-limits';

describe('device limits', () => {
  it('defaults: 1 MiB, 10 s to authenticate, 5 min idle, 1,000 readings, 1,800 a minute with 300 at once; metrics on 127.0.0.1:3111', () => {
    const env = loadIngestEnv({});
    expect(deviceLimitsFrom(env)).toEqual({
      maxReadingsPerBatch: 1000, maxMessageBytes: 1_048_576, authTimeoutMs: 10_000, idleTimeoutMs: 300_000, ratePerMinute: 1_800, rateBurst: 300,
    });
    expect([env.SENSOR_INGEST_METRICS_HOST, env.SENSOR_INGEST_METRICS_PORT]).toEqual(['127.0.0.1', 3111]);
  });

  it('the heaviest legitimate senders stay under the sustained rate', () => {
    const { ratePerMinute } = deviceLimitsFrom(loadIngestEnv({}));
    // bench-ingest: 80,000 readings/s in batches of 100 over 1,000 sensors; its probe about 4 a second
    expect((80_000 / 100 / 1000) * 60).toBeLessThan(ratePerMinute / 10);
    expect(4 * 60).toBeLessThan(ratePerMinute);
    // the resilience devices: a batch every 200 ms, and every 40 ms at RESILIENCE_PAUSE_MS=20
    expect((60_000 / 200)).toBeLessThan(ratePerMinute);
    expect((60_000 / 40)).toBeLessThan(ratePerMinute);
  });

  it('refuses settings that cannot work', () => {
    expect(() => loadIngestEnv({ SENSOR_INGEST_RATE_PER_MINUTE: '0' })).toThrow(/SENSOR_INGEST_RATE_PER_MINUTE/);
    expect(() => loadIngestEnv({ SENSOR_INGEST_MAX_MESSAGE_BYTES: '10' })).toThrow(/SENSOR_INGEST_MAX_MESSAGE_BYTES/);
  });
});
