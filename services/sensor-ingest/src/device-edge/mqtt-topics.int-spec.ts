import { randomUUID } from 'node:crypto';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { hashDeviceToken, newDeviceToken } from '../../../water/src/sensors/device-token';
import {
  batch, closedWithin, collect, connackCode, connectDevice, deviceOptions, eventually, readingsTopic, resultTopic, sleep, deviceEdgeForSuite, subackCodes, uniqueProductId,
} from '../test/mqtt-device-kit';

/**
 * A product ID is a name, never a pattern: a device gets its own two topics, compared as
 * strings, and nothing of another account by any path (wildcards, $SYS, retained messages, wills).
 */
const edge = deviceEdgeForSuite();

async function twoAccounts() {
  const h = edge.h;
  const mine = uniqueProductId('MINE');
  const theirs = uniqueProductId('THEIRS');
  const a = await h.register(h.farm(), mine);
  const b = await h.register(h.farm(), theirs);
  return { mine, theirs, a, b };
}

describe('MQTT topics are compared literally', () => {
  it('wildcard, $SYS and foreign subscriptions are refused in the SUBACK; the device receives nothing of another account', async () => {
    const { mine, theirs, a, b } = await twoAccounts();
    const spy = await connectDevice(edge, mine, a.token);
    const victim = await connectDevice(edge, theirs, b.token);
    try {
      const received = collect(spy);
      const filters = ['sensors/+/readings/result', 'sensors/+/readings', '#', '+/+/+/+', 'sensors/#', '$SYS/#', '$SYS/+/new/clients', resultTopic(theirs), readingsTopic(theirs), `sensors/${mine}/#`, `sensors/${mine}/readings/+`];
      expect(await subackCodes(spy, filters)).toEqual(filters.map(() => 128));
      // its own result topic is granted, and the spy is still connected
      expect((await spy.subscribeAsync(resultTopic(mine), { qos: 0 }))[0].qos).toBe(0);

      const victimResults = collect(victim);
      await victim.subscribeAsync(resultTopic(theirs), { qos: 0 });
      await victim.publishAsync(readingsTopic(theirs), batch(3, 10), { qos: 1 });
      await spy.publishAsync(readingsTopic(mine), batch(2, 20), { qos: 1 });
      expect(await eventually(async () => victimResults.length === 1 && received.length === 1)).toBe(true);
      await sleep(300);
      // the spy saw its own answer only, the victim its own
      expect(received).toEqual([{ topic: resultTopic(mine), body: { accepted: 2, refused: [] } }]);
      expect(victimResults).toEqual([{ topic: resultTopic(theirs), body: { accepted: 3, refused: [] } }]);
      expect(await eventually(async () => (await edge.h.rows(theirs)) === 3 && (await edge.h.rows(mine)) === 2)).toBe(true);
    } finally {
      await spy.endAsync();
      await victim.endAsync();
    }
  });

  it('publishing to another sensor\'s readings topic closes the connection and stores nothing for either', async () => {
    const { mine, theirs, a } = await twoAccounts();
    const spy = await connectDevice(edge, mine, a.token);
    try {
      const closed = closedWithin(spy, 3000);
      spy.publish(readingsTopic(theirs), batch(2, 5), { qos: 1 });
      expect(await closed).not.toBeNull();
      await sleep(500);
      expect(await edge.h.rows(theirs)).toBe(0);
      expect(await edge.h.rows(mine)).toBe(0);
    } finally {
      await spy.endAsync(true);
    }
  });

  it('a stored sensor whose ID is outside the product-ID rule (a "+") cannot connect, even with its valid token', async () => {
    const farm = edge.h.farm();
    const token = newDeviceToken();
    await edge.h.sql(
      `INSERT INTO water.sensors (id, account_id, product_id, name, latitude, longitude, token_sha256) VALUES ($1, $2, '+', '', 36, 138, $3)`,
      [randomUUID(), farm.accountId, hashDeviceToken(token)],
    );
    expect(await connackCode(edge, deviceOptions('+', token))).toBe(4);
    for (const odd of ['#', 'sensors/+', '$SYS', ' WL-1', 'WL-1 ', 'WL\u30001']) {
      expect([odd, await connackCode(edge, deviceOptions(odd, token))]).toEqual([odd, 4]);
    }
  });

  it('a will is refused at CONNECT (it would publish on the device\'s behalf after it is gone)', async () => {
    const { mine, theirs, a } = await twoAccounts();
    for (const topic of [resultTopic(theirs), readingsTopic(mine)]) {
      expect(await connackCode(edge, deviceOptions(mine, a.token, { will: { topic, payload: Buffer.from(batch(1, 30)), qos: 1, retain: true } }))).toBe(5);
    }
    expect(await edge.h.rows(mine)).toBe(0);
  });

  it('a retained publish is stored as a batch but never kept for anyone: a later subscriber gets only its own answers', async () => {
    const { mine, theirs, a, b } = await twoAccounts();
    const victim = await connectDevice(edge, theirs, b.token);
    await victim.publishAsync(readingsTopic(theirs), batch(1, 3), { qos: 1, retain: true });
    await victim.endAsync();
    const spy = await connectDevice(edge, mine, a.token);
    try {
      const received = collect(spy);
      expect(await subackCodes(spy, [resultTopic(mine), readingsTopic(theirs), '#'])).toEqual([1, 128, 128]);
      await sleep(500);
      expect(received).toEqual([]);
      expect(await eventually(async () => (await edge.h.rows(theirs)) === 1)).toBe(true);
    } finally {
      await spy.endAsync();
    }
  });
});
