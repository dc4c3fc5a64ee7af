import {
  closedWithin, connackCode, connectDevice, deviceOptions, eventually, readingsTopic, deviceEdgeForSuite, uniqueProductId,
} from '../test/mqtt-device-kit';

/**
 * A device cannot push another off: the MQTT client ID is bound to the authenticated sensor
 * (client ID = product ID), and aedes takes over a connection only after that check.
 */
const edge = deviceEdgeForSuite();

const reading = (secondsAgo: number) => JSON.stringify({ measured_at: new Date(Date.now() - secondsAgo * 1000).toISOString(), water_level: 7 });

describe('MQTT client IDs are bound to the sensor', () => {
  it('a device of another account using S1\'s client ID is refused and S1 stays connected and stored', async () => {
    const s1 = uniqueProductId('S1');
    const s2 = uniqueProductId('S2');
    const one = await edge.h.register(edge.h.farm(), s1);
    const two = await edge.h.register(edge.h.farm(), s2);
    const device = await connectDevice(edge, s1, one.token);
    try {
      await device.publishAsync(readingsTopic(s1), reading(60), { qos: 1 });
      const dropped = closedWithin(device, 3_000);
      // its own valid credentials, S1's client ID
      expect(await connackCode(edge, deviceOptions(s2, two.token, { clientId: s1 }))).toBe(2);
      // S1's name with another token, S1's client ID
      expect(await connackCode(edge, deviceOptions(s1, two.token))).toBe(4);
      // no token at all
      expect(await connackCode(edge, { clientId: s1, username: s1 })).toBe(4);
      // S1's own token, but a client ID that is only a prefix or suffix of it (another product ID's name space)
      expect(await connackCode(edge, deviceOptions(s1, one.token, { clientId: `${s1}-x` }))).toBe(2);
      expect(await connackCode(edge, deviceOptions(s1, one.token, { clientId: s1.slice(0, -1) }))).toBe(2);
      // the device's random default client ID (mqtt.js) and an empty one are not the product ID either
      expect(await connackCode(edge, { username: s1, password: one.token })).toBe(2);
      expect(await connackCode(edge, deviceOptions(s1, one.token, { clientId: '', clean: true }))).toBe(2);
      expect(await dropped).toBeNull();
      expect(device.connected).toBe(true);
      await device.publishAsync(readingsTopic(s1), reading(30), { qos: 1 });
      expect(await eventually(async () => (await edge.h.rows(s1)) === 2)).toBe(true);
      expect(await edge.h.rows(s2)).toBe(0);
    } finally {
      await device.endAsync();
    }
  });

  it('the sensor itself reconnecting with its own token takes its old connection over (MQTT), and goes on storing', async () => {
    const s1 = uniqueProductId('S1');
    const one = await edge.h.register(edge.h.farm(), s1);
    const old = await connectDevice(edge, s1, one.token);
    const dropped = closedWithin(old, 3_000);
    const fresh = await connectDevice(edge, s1, one.token);
    try {
      expect(await dropped).not.toBeNull();
      await fresh.publishAsync(readingsTopic(s1), reading(10), { qos: 1 });
      expect(await eventually(async () => (await edge.h.rows(s1)) === 1)).toBe(true);
    } finally {
      old.end(true);
      await fresh.endAsync();
    }
  });
});
