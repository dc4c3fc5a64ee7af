import {
  collect, connectDevice, eventually, readingsTopic, resultTopic, sleep, deviceEdgeForSuite, uniqueProductId,
} from '../test/mqtt-device-kit';

/**
 * The per-device rate limit holds on MQTT as on HTTP: a device sending far more often than a
 * water sensor measures gets RATE_LIMITED on its result topic (acknowledged, so it is not resent
 * for ever) and nothing of those batches is stored, while other devices go on.
 */
const BURST = 5;
const edge = deviceEdgeForSuite({ SENSOR_INGEST_RATE_PER_MINUTE: '6', SENSOR_INGEST_RATE_BURST: String(BURST) });

describe('MQTT rate limit', () => {
  it('a device over its rate gets RATE_LIMITED (acknowledged, not stored); a device of the same and of another account are stored', async () => {
    const farm = edge.h.farm();
    const [noisy, quiet, other] = [uniqueProductId('NOISY'), uniqueProductId('QUIET'), uniqueProductId('OTHER')];
    const sensors = {
      noisy: await edge.h.register(farm, noisy),
      quiet: await edge.h.register(farm, quiet),
      other: await edge.h.register(edge.h.farm(), other),
    };
    const loud = await connectDevice(edge, noisy, sensors.noisy.token);
    const calm = await connectDevice(edge, quiet, sensors.quiet.token);
    const far = await connectDevice(edge, other, sensors.other.token);
    try {
      const answers = collect(loud);
      await loud.subscribeAsync(resultTopic(noisy), { qos: 0 });
      const start = Date.now() - 3_600_000;
      // every publish is acknowledged, the refused ones too
      await Promise.all(Array.from({ length: 30 }, (_, i) =>
        loud.publishAsync(readingsTopic(noisy), JSON.stringify({ measured_at: new Date(start + i * 1000).toISOString(), water_level: 5 }), { qos: 1 })));
      expect(await eventually(async () => answers.length === 30)).toBe(true);
      const limited = answers.filter((a) => (a.body as { error?: { code: string } }).error?.code === 'RATE_LIMITED');
      expect(limited.length).toBeGreaterThanOrEqual(30 - BURST - 1);
      expect(limited[0].body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/[ぁ-んァ-ン一-龯]/) } });
      expect(loud.connected).toBe(true);

      await calm.publishAsync(readingsTopic(quiet), JSON.stringify({ measured_at: new Date(start).toISOString(), water_level: 6 }), { qos: 1 });
      await far.publishAsync(readingsTopic(other), JSON.stringify({ measured_at: new Date(start).toISOString(), water_level: 7 }), { qos: 1 });
      expect(await eventually(async () => (await edge.h.rows(quiet)) === 1 && (await edge.h.rows(other)) === 1)).toBe(true);
      await sleep(500);
      expect(await edge.h.rows(noisy)).toBe(30 - limited.length);
    } finally {
      await Promise.all([loud.endAsync(), calm.endAsync(), far.endAsync()]);
    }
  });
});
