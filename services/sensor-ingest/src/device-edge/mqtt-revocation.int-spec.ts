import type { MqttClient } from 'mqtt';
import { EVENTS, WATER_SUBJECTS as W } from '@inasaku/contracts';
import {
  closedWithin, connackCode, connectDevice, deviceOptions, eventually, readingsTopic, sleep, deviceEdgeForSuite, uniqueProductId,
} from '../test/mqtt-device-kit';

/**
 * A revoked token stops at once: rotation, sensor deletion and account deletion close the
 * sensor's open MQTT connections, and what the device sends afterwards is not stored.
 */
const edge = deviceEdgeForSuite();

const rowsOf = async (sensorId: string): Promise<number> =>
  (await edge.h.sql<{ n: number }>('SELECT count(*)::int AS n FROM water.readings WHERE sensor_id = $1', [sensorId]))[0].n;

/**
 * Publishes one reading at a time (QoS 1, each waits for its PUBACK) until the connection ends;
 * answers how many were acknowledged. Each reading has its own time, a second apart.
 */
async function sendUntilClosed(client: MqttClient, productId: string, startMinutesAgo: number): Promise<{ acked: number }> {
  let acked = 0;
  // mqtt.js keeps an unacknowledged QoS 1 publish for a reconnect that never comes: stop at the close.
  const closed = new Promise<false>((resolve) => client.once('close', () => resolve(false)));
  const start = Date.now() - startMinutesAgo * 60_000;
  for (let i = 0; i < 2000 && client.connected; i += 1) {
    const reading = { measured_at: new Date(start + i * 1000).toISOString(), water_level: 5 };
    const ack = client.publishAsync(readingsTopic(productId), JSON.stringify(reading), { qos: 1 }).then(() => true, () => false);
    if (!(await Promise.race([ack, closed]))) break;
    acked += 1;
    await sleep(10);
  }
  return { acked };
}

describe('revoking a device token ends its open MQTT connections', () => {
  it('rotation: the connection sending readings is closed at once, nothing sent after is stored, the old token cannot reconnect, the new one can', async () => {
    const farm = edge.h.farm();
    const pid = uniqueProductId();
    const { token, id } = await edge.h.register(farm, pid);
    const device = await connectDevice(edge, pid, token);
    const sending = sendUntilClosed(device, pid, 60);
    await eventually(async () => (await rowsOf(id)) >= 3);
    const closed = closedWithin(device, 5_000);
    const rotatedAt = Date.now();
    const rotated = await edge.h.client.call<{ device_token: string }>(W.sensors.rotateToken, { sensor_id: pid }, farm.context());
    const closedAfter = await closed;
    expect(closedAfter).not.toBeNull();
    // measured from the rotation request: water's commit, its announcement, the close
    expect(Date.now() - rotatedAt).toBeLessThan(2_000);
    const { acked } = await sending;
    await sleep(1_000);
    const stored = await rowsOf(id);
    // every acknowledged reading is stored; at most the one in flight when the announcement came is stored unacknowledged
    expect(stored - acked).toBeGreaterThanOrEqual(0);
    expect(stored - acked).toBeLessThanOrEqual(1);

    // the old token is refused; a device still trying gets nothing stored
    expect(await connackCode(edge, deviceOptions(pid, token))).toBe(4);
    await sleep(500);
    expect(await rowsOf(id)).toBe(stored);

    const renewed = await connectDevice(edge, pid, rotated.device_token);
    try {
      await renewed.publishAsync(readingsTopic(pid), JSON.stringify({ measured_at: new Date(Date.now() - 1000).toISOString(), water_level: 9 }), { qos: 1 });
      expect(await eventually(async () => (await rowsOf(id)) === stored + 1)).toBe(true);
    } finally {
      await renewed.endAsync();
    }
    device.end(true);
  });

  it('sensor deletion: the connection is closed at once and no reading of the sensor remains', async () => {
    const farm = edge.h.farm();
    const pid = uniqueProductId();
    const { token, id } = await edge.h.register(farm, pid);
    const device = await connectDevice(edge, pid, token);
    const sending = sendUntilClosed(device, pid, 60);
    await eventually(async () => (await rowsOf(id)) >= 3);
    const closed = closedWithin(device, 5_000);
    await edge.h.client.call(W.sensors.delete, { sensor_id: pid }, farm.context());
    expect(await closed).not.toBeNull();
    await sending;
    await sleep(1_000);
    expect(await rowsOf(id)).toBe(0);
    expect(await connackCode(edge, deviceOptions(pid, token))).toBe(4);
    device.end(true);
  });

  it('account deletion: every connection of the account is closed, another account\'s device goes on and is stored', async () => {
    const farm = edge.h.farm();
    const other = edge.h.farm();
    const sensors = await Promise.all([uniqueProductId(), uniqueProductId()].map(async (pid) => ({ pid, ...(await edge.h.register(farm, pid)) })));
    const otherPid = uniqueProductId();
    const otherSensor = await edge.h.register(other, otherPid);
    const devices = await Promise.all(sensors.map((s) => connectDevice(edge, s.pid, s.token)));
    const bystander = await connectDevice(edge, otherPid, otherSensor.token);
    try {
      const sending = devices.map((d, i) => sendUntilClosed(d, sensors[i].pid, 60));
      await eventually(async () => (await rowsOf(sensors[0].id)) >= 2 && (await rowsOf(sensors[1].id)) >= 2);
      const closed = devices.map((d) => closedWithin(d, 10_000));
      await edge.h.publish(EVENTS.accountDeleted, { account_id: farm.accountId }, `account.deleted:${farm.accountId}`);
      for (const c of closed) expect(await c).not.toBeNull();
      await Promise.all(sending);
      await sleep(1_000);
      for (const s of sensors) {
        expect(await rowsOf(s.id)).toBe(0);
        expect(await connackCode(edge, deviceOptions(s.pid, s.token))).toBe(4);
      }
      expect(bystander.connected).toBe(true);
      await bystander.publishAsync(readingsTopic(otherPid), JSON.stringify({ measured_at: new Date(Date.now() - 1000).toISOString(), water_level: 4 }), { qos: 1 });
      expect(await eventually(async () => (await rowsOf(otherSensor.id)) === 1)).toBe(true);
    } finally {
      devices.forEach((d) => d.end(true));
      await bystander.endAsync();
    }
  });
});
