import { connect as connectSocket } from 'node:net';
import { testUrls } from '@inasaku/testing';
import { loadIngestEnv } from '../config/ingest-env';
import { startIngest } from '../ingest-app';
import {
  closedWithin, collect, connectDevice, connectPacket, eventually, rawPeer, readingsTopic, resultTopic, sleep, deviceEdgeForSuite, uniqueProductId, within,
} from '../test/mqtt-device-kit';

/**
 * MQTT has the HTTP side's limits (bytes per message, readings per batch, time to authenticate,
 * idle time), answered in the house's error shape on the result topic where the device can
 * read it, and a packet over the limit is cut from its header, never buffered.
 */
const AUTH_TIMEOUT_MS = 1_000;
const IDLE_TIMEOUT_MS = 2_000;
const MAX_MESSAGE_BYTES = 1_048_576;
const edge = deviceEdgeForSuite({ SENSOR_INGEST_AUTH_TIMEOUT_MS: String(AUTH_TIMEOUT_MS), SENSOR_INGEST_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });

/** MQTT's remaining-length varint. */
function remainingLength(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

async function device() {
  const pid = uniqueProductId();
  const sensor = await edge.h.register(edge.h.farm(), pid);
  return { pid, ...sensor };
}

const readings = (n: number) => Array.from({ length: n }, (_, i) => ({ measured_at: new Date(Date.now() - 3_600_000 + i * 1000).toISOString(), water_level: 5 }));

describe('packet size', () => {
  it('an unauthenticated CONNECT announcing 16 MB is cut as soon as its header arrives', async () => {
    const { socket, closed } = await rawPeer(edge);
    socket.write(Buffer.from([0x10, ...remainingLength(16 * 1024 * 1024)]));
    // whatever follows is not waited for
    socket.write(Buffer.alloc(64 * 1024, 0x61));
    const ms = await within(closed, 5_000);
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThan(500);
  });

  it('a 5.1 MB batch from an authenticated device is cut, answered PAYLOAD_TOO_LARGE on its result topic, and nothing is stored', async () => {
    const { pid, token } = await device();
    const client = await connectDevice(edge, pid, token);
    try {
      const received = collect(client);
      await client.subscribeAsync(resultTopic(pid), { qos: 0 });
      const closed = closedWithin(client, 5_000);
      const big = JSON.stringify({ readings: readings(1000), padding: 'x'.repeat(5.1 * 1024 * 1024) });
      client.publish(readingsTopic(pid), big, { qos: 1 });
      expect(await closed).not.toBeNull();
      expect(received).toEqual([{ topic: resultTopic(pid), body: { error: { code: 'PAYLOAD_TOO_LARGE', message: '送信データが大きすぎます。1回の送信は1,048,576バイトまでです。' } } }]);
      await sleep(500);
      expect(await edge.h.rows(pid)).toBe(0);
    } finally {
      client.end(true);
    }
  });

  it('a payload of exactly the HTTP body limit is taken, as on HTTP', async () => {
    const { pid, token } = await device();
    const client = await connectDevice(edge, pid, token);
    try {
      const body = JSON.stringify({ readings: readings(3) });
      const exact = body.slice(0, -1) + ' '.repeat(MAX_MESSAGE_BYTES - Buffer.byteLength(body)) + '}';
      expect(Buffer.byteLength(exact)).toBe(MAX_MESSAGE_BYTES);
      await client.publishAsync(readingsTopic(pid), exact, { qos: 1 });
      expect(await eventually(async () => (await edge.h.rows(pid)) === 3)).toBe(true);
      expect(client.connected).toBe(true);
    } finally {
      await client.endAsync();
    }
  });

  it('more readings than a batch may hold: acknowledged with the error on the result topic, nothing stored, the connection stays', async () => {
    const { pid, token } = await device();
    const client = await connectDevice(edge, pid, token);
    try {
      const received = collect(client);
      await client.subscribeAsync(resultTopic(pid), { qos: 0 });
      await client.publishAsync(readingsTopic(pid), JSON.stringify({ readings: readings(1001) }), { qos: 1 });
      expect(await eventually(async () => received.length === 1)).toBe(true);
      expect(received[0].body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/1000件まで/) } });
      expect(client.connected).toBe(true);
      await sleep(300);
      expect(await edge.h.rows(pid)).toBe(0);
    } finally {
      await client.endAsync();
    }
  });
});

describe('time to authenticate', () => {
  it('a socket that sends nothing is closed after the auth timeout', async () => {
    const { closed } = await rawPeer(edge);
    const ms = await within(closed, 5_000);
    expect(ms).not.toBeNull();
    expect(ms!).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(ms!).toBeLessThan(AUTH_TIMEOUT_MS + 1_000);
  });

  it('a CONNECT trickled a byte at a time is closed after the auth timeout', async () => {
    const { socket, closed } = await rawPeer(edge);
    const connect = Buffer.from([0x10, 40, 0x00, 0x04, 0x4d, 0x51, 0x54, 0x54, 0x04, 0xc2, 0x00, 0x00]);
    let i = 0;
    const timer = setInterval(() => {
      if (i < connect.length && !socket.destroyed) socket.write(connect.subarray(i, ++i));
    }, 150);
    try {
      const ms = await within(closed, 5_000);
      expect(ms).not.toBeNull();
      expect(ms!).toBeLessThan(AUTH_TIMEOUT_MS + 1_000);
    } finally {
      clearInterval(timer);
    }
  });
});

describe('stopping', () => {
  it('sensor-ingest stops without waiting for sockets that never signed in', async () => {
    const other = await startIngest(loadIngestEnv({
      NATS_URL: testUrls().nats, SENSOR_INGEST_PORT: '0', SENSOR_INGEST_MQTT_PORT: '0', SENSOR_INGEST_METRICS_PORT: '0', SENSOR_INGEST_HOST: '127.0.0.1', SENSOR_INGEST_AUTH_TIMEOUT_MS: '30000',
    }));
    const socket = connectSocket(other.mqttPort, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    socket.destroy();
  });
});

describe('idle time', () => {
  it('a connection with keepalive 0 that sends nothing is closed after the idle timeout, told so on its result topic', async () => {
    const { pid, token } = await device();
    const client = await connectDevice(edge, pid, token, { keepalive: 0 });
    try {
      const received = collect(client);
      await client.subscribeAsync(resultTopic(pid), { qos: 0 });
      const closed = await closedWithin(client, IDLE_TIMEOUT_MS + 3_000);
      expect(closed).not.toBeNull();
      expect(closed!).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 200);
      expect(received).toEqual([{ topic: resultTopic(pid), body: { error: { code: 'IDLE_TIMEOUT', message: expect.any(String) } } }]);
    } finally {
      client.end(true);
    }
  });

  it('a device that keeps publishing (keepalive 0) stays connected past the idle timeout, and is stored', async () => {
    const { pid, token } = await device();
    const client = await connectDevice(edge, pid, token, { keepalive: 0 });
    try {
      const start = Date.now() - 3_600_000;
      for (let i = 0; i < 8; i += 1) {
        await client.publishAsync(readingsTopic(pid), JSON.stringify({ measured_at: new Date(start + i * 60_000).toISOString(), water_level: 5 }), { qos: 1 });
        await sleep(IDLE_TIMEOUT_MS / 4);
      }
      expect(client.connected).toBe(true);
      expect(await eventually(async () => (await edge.h.rows(pid)) === 8)).toBe(true);
    } finally {
      await client.endAsync();
    }
  });

  it('a keepalive shorter than the idle time is honoured: a silent client is closed after 1.5 times it', async () => {
    const { pid, token } = await device();
    const { socket, closed } = await rawPeer(edge);
    const connack = new Promise<Buffer>((resolve) => socket.once('data', resolve));
    socket.write(connectPacket(pid, pid, token, 1));
    expect([...(await connack)]).toEqual([0x20, 0x02, 0x00, 0x00]);
    const ms = await within(closed, IDLE_TIMEOUT_MS + 3_000);
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThan(IDLE_TIMEOUT_MS);
  });
});
